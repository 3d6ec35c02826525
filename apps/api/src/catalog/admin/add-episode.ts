import type { AdminEpisode, AdminEpisodeCreate } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { insertEpisode, lockSeason, readEpisodeRecord } from './admin-seasons-db.ts';
import { presentAdminEpisode } from './present-admin-title.ts';

/** Adds an episode to a season (a number the season has: 409); every field given is locked. */
export async function addEpisode(
  db: Database,
  operatorId: number,
  seasonId: number,
  body: AdminEpisodeCreate,
): Promise<AdminEpisode> {
  const episodeId = await db.transaction(async (tx) => {
    const season = await lockSeason(tx, seasonId);
    if (!season) throw notFound(messages.adminCatalogue.seasonNotFound);
    const values = {
      number: body.number,
      nameFa: body.nameFa ?? null,
      nameEn: body.nameEn ?? null,
      plot: body.plot ?? null,
      airDate: body.airDate ?? null,
      runtime: body.runtime ?? null,
    };
    const given = Object.entries(values).flatMap(([field, value]) => (value === null ? [] : [field]));
    const id = await insertEpisode(tx, { seasonId, ...values, operatorLocked: given.sort() });
    if (id === null) throw new HttpError(409, messages.adminCatalogue.episodeTaken(body.number));
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'create-episode',
      targetType: 'episode',
      targetId: id,
      before: null,
      after: { seasonId, ...values },
    });
    return id;
  });
  await announceCatalogChange(db);
  const episode = await readEpisodeRecord(db, episodeId);
  if (!episode) throw notFound(messages.adminCatalogue.episodeNotFound);
  return presentAdminEpisode(episode);
}
