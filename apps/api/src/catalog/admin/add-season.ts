import type { AdminSeason, AdminSeasonCreate } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { insertSeason, readSeasonRecord } from './admin-seasons-db.ts';
import { addTitleLock, lockTitle } from './admin-titles-db.ts';
import { presentAdminSeason } from './present-admin-title.ts';

/**
 * Adds a season to a series (a film has none: 422; a number the series has: 409). The operator now
 * owns the list of seasons (the title's `seasons` lock), so importers add none the operator did
 * not, and every field given is locked.
 */
export async function addSeason(
  db: Database,
  operatorId: number,
  titleId: number,
  body: AdminSeasonCreate,
): Promise<AdminSeason> {
  const seasonId = await db.transaction(async (tx) => {
    const title = await lockTitle(tx, titleId);
    if (!title) throw notFound(messages.titleNotFound);
    if (title.type !== 'series') throw new HttpError(422, messages.adminCatalogue.seasonOnMovie);
    const values = { number: body.number, name: body.name ?? null, airDate: body.airDate ?? null };
    const given = Object.entries(values).flatMap(([field, value]) => (value === null ? [] : [field]));
    const id = await insertSeason(tx, { titleId, ...values, operatorLocked: given.sort() });
    if (id === null) throw new HttpError(409, messages.adminCatalogue.seasonTaken(body.number));
    await addTitleLock(tx, titleId, 'seasons');
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'create-season',
      targetType: 'season',
      targetId: id,
      before: null,
      after: { titleId, ...values },
    });
    return id;
  });
  await announceCatalogChange(db);
  const season = await readSeasonRecord(db, seasonId);
  if (!season) throw notFound(messages.adminCatalogue.seasonNotFound);
  return presentAdminSeason(season);
}
