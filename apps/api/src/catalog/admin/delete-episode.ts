import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { deleteEpisodeRow, lockEpisode } from './admin-seasons-db.ts';

/**
 * Deletes an episode. One with video files is refused (409): its files and their renditions are
 * deleted through the media console first, so nothing is left on disk unreferenced.
 */
export async function deleteEpisode(db: Database, operatorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const episode = await lockEpisode(tx, id);
    if (!episode) throw notFound(messages.adminCatalogue.episodeNotFound);
    if (episode.filesCount > 0) throw new HttpError(409, messages.adminCatalogue.episodeHasFiles);
    await deleteEpisodeRow(tx, id);
    const { seasonId, number, nameFa, nameEn, plot, airDate, runtime } = episode;
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'delete-episode',
      targetType: 'episode',
      targetId: id,
      before: { seasonId, number, nameFa, nameEn, plot, airDate, runtime },
      after: null,
    });
  });
  await announceCatalogChange(db);
}
