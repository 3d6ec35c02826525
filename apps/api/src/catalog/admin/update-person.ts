import {
  type AdminPersonDetail,
  type AdminPersonPatch,
  catalogueFieldMessages,
  personEditableFields,
} from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { personNameFields } from '../import/person-record.ts';
import { lockPerson, updatePersonRow } from './admin-people-db.ts';
import { changedFields, nextLocks, sameLocks } from './field-changes.ts';
import { getAdminPerson } from './get-admin-person.ts';

/**
 * An operator's edit of a person, by the same rules as a title's (update-title.ts): the version
 * read or 409, changed fields written and locked, slug and search text recomputed as an import
 * would, a new photo address left to the image pipeline (the triggers of migration 0010).
 */
export async function updatePerson(
  db: Database,
  operatorId: number,
  id: number,
  patch: AdminPersonPatch,
): Promise<AdminPersonDetail> {
  const changedPublicFields = await db.transaction(async (tx) => {
    const person = await lockPerson(tx, id, patch.ifUpdatedAt);
    if (!person) throw notFound(messages.personNotFound);
    if (!person.isCurrent) throw new HttpError(409, messages.adminCatalogue.stalePerson);
    const change = changedFields(person, patch, personEditableFields);
    const locks = nextLocks(person.lockedFields, change.fields, patch.unlock);
    const locksChanged = !sameLocks(locks, person.lockedFields);
    if (change.fields.length === 0 && !locksChanged) return false;
    const birthDate = change.after.birthDate === undefined ? person.birthDate : change.after.birthDate;
    const deathDate = change.after.deathDate === undefined ? person.deathDate : change.after.deathDate;
    if (birthDate && deathDate && deathDate < birthDate) {
      throw new HttpError(422, messages.validationFailed, {
        deathDate: [catalogueFieldMessages.deathBeforeBirth],
      });
    }
    const names =
      change.after.fullnameEn === undefined && change.after.fullnameFa === undefined
        ? {}
        : personNameFields(
            change.after.fullnameEn ?? person.fullnameEn,
            change.after.fullnameFa === undefined ? person.fullnameFa : change.after.fullnameFa,
          );
    await updatePersonRow(tx, id, { ...change.after, ...names, operatorLocked: locks });
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'update-person',
      targetType: 'person',
      targetId: id,
      before: locksChanged ? { ...change.before, lockedFields: person.lockedFields } : change.before,
      after: locksChanged ? { ...change.after, lockedFields: locks } : change.after,
    });
    return change.fields.length > 0;
  });
  if (changedPublicFields) await announceCatalogChange(db);
  return getAdminPerson(db, id);
}
