import { type AdminSeason, type AdminSeasonPatch, seasonEditableFields } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import {
  findSeason,
  lockSeason,
  readSeasonRecord,
  seasonNumberTaken,
  updateSeasonRow,
} from './admin-seasons-db.ts';
import { addTitleLock, lockTitle } from './admin-titles-db.ts';
import { editNumberedPart } from './edit-numbered-part.ts';
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
  await editNumberedPart(db, {
    operatorId,
    id,
    patch,
    fields: seasonEditableFields,
    lock: async (tx) => {
      await lockTitle(tx, found.titleId);
      return lockSeason(tx, id);
    },
    numberTaken: (tx, season, number) => seasonNumberTaken(tx, season.titleId, number, id),
    renumbered: (tx, season) => addTitleLock(tx, season.titleId, 'seasons'),
    write: (tx, values) => updateSeasonRow(tx, id, values),
    audit: { action: 'update-season', targetType: 'season' },
    notFoundMessage: messages.adminCatalogue.seasonNotFound,
    numberTakenMessage: messages.adminCatalogue.seasonTaken,
  });
  const season = await readSeasonRecord(db, id);
  if (!season) throw notFound(messages.adminCatalogue.seasonNotFound);
  return presentAdminSeason(season);
}
