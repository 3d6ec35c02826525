import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { countSeasonFiles, deleteSeasonRow, findSeason, lockSeason } from './admin-seasons-db.ts';
import { addTitleLock, lockTitle } from './admin-titles-db.ts';

/**
 * Deletes a season with its episodes. One whose episodes have video files is refused (409): the
 * files and their renditions are deleted through the media console first, so nothing is left on
 * disk unreferenced. The title's `seasons` lock keeps an import from adding the season back.
 */
export async function deleteSeason(db: Database, operatorId: number, id: number): Promise<void> {
  const found = await findSeason(db, id);
  if (!found) throw notFound(messages.adminCatalogue.seasonNotFound);
  await db.transaction(async (tx) => {
    await lockTitle(tx, found.titleId);
    const season = await lockSeason(tx, id);
    if (!season) throw notFound(messages.adminCatalogue.seasonNotFound);
    if ((await countSeasonFiles(tx, id)) > 0)
      throw new HttpError(409, messages.adminCatalogue.seasonHasFiles);
    await deleteSeasonRow(tx, id);
    await addTitleLock(tx, season.titleId, 'seasons');
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'delete-season',
      targetType: 'season',
      targetId: id,
      before: { titleId: season.titleId, number: season.number, name: season.name, airDate: season.airDate },
      after: null,
    });
  });
  await announceCatalogChange(db);
}
