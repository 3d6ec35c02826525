import { type AdminSeason, type AdminSeasonPatch, seasonEditableFields } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import {
  findSeason,
  isUniqueViolation,
  lockSeason,
  readSeasonRecord,
  seasonNumberTaken,
  updateSeasonRow,
} from './admin-seasons-db.ts';
import { addTitleLock, lockTitle } from './admin-titles-db.ts';
import { changedFields, nextLocks } from './field-changes.ts';
import { presentAdminSeason } from './present-admin-title.ts';

/**
 * Renames, renumbers or re-dates a season; changed fields are locked. A number another season of
 * the series has is a 409; renumbering also gives the operator the series' list of seasons (the
 * title's `seasons` lock), so an import does not add the old number back.
 */
export async function updateSeason(
  db: Database,
  operatorId: number,
  id: number,
  patch: AdminSeasonPatch,
): Promise<AdminSeason> {
  const found = await findSeason(db, id);
  if (!found) throw notFound(messages.adminCatalogue.seasonNotFound);
  const changed = await db
    .transaction(async (tx) => {
      // The title first, as every change to a series' seasons takes it: one renumbering at a time.
      await lockTitle(tx, found.titleId);
      const season = await lockSeason(tx, id);
      if (!season) throw notFound(messages.adminCatalogue.seasonNotFound);
      const change = changedFields(season, patch, seasonEditableFields);
      if (change.fields.length === 0) return false;
      const { number } = change.after;
      if (number !== undefined) {
        if (await seasonNumberTaken(tx, season.titleId, number, id)) {
          throw new HttpError(409, messages.adminCatalogue.seasonTaken(number));
        }
        await addTitleLock(tx, season.titleId, 'seasons');
      }
      await updateSeasonRow(tx, id, {
        ...change.after,
        operatorLocked: nextLocks(season.lockedFields, change.fields),
      });
      await recordAudit(tx, {
        actorId: operatorId,
        action: 'update-season',
        targetType: 'season',
        targetId: id,
        before: change.before,
        after: change.after,
      });
      return true;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error) && patch.number !== undefined) {
        throw new HttpError(409, messages.adminCatalogue.seasonTaken(patch.number));
      }
      throw error;
    });
  if (changed) await announceCatalogChange(db);
  const season = await readSeasonRecord(db, id);
  if (!season) throw notFound(messages.adminCatalogue.seasonNotFound);
  return presentAdminSeason(season);
}
