import type { PersonMergeResult } from '@pardeh/contract';
import { recordAudit } from '../../admin/audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { rawQueryOf } from '../../db/raw-query.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { announceCatalogChange } from '../../realtime/catalog-changes.ts';
import { lockPeople, mergePersonInto } from '../people/person-merge-db.ts';

/**
 * The console's merge: `duplicateId` into `keptId`, in one transaction with both rows locked (so
 * parallel merges wait for each other and none loses a credit): credits moved without duplicates,
 * its source links and missing fields kept, its address redirected, the change audited.
 */
export async function mergePeople(
  db: Database,
  operatorId: number,
  keptId: number,
  duplicateId: number,
): Promise<PersonMergeResult> {
  if (keptId === duplicateId) throw new HttpError(422, messages.adminCatalogue.mergeIntoItself);
  const result = await db.transaction(async (tx) => {
    const raw = rawQueryOf(tx);
    const locked = await lockPeople(raw, [keptId, duplicateId]);
    const kept = locked.find((person) => person.id === keptId);
    const duplicate = locked.find((person) => person.id === duplicateId);
    if (!kept) throw notFound(messages.personNotFound);
    if (!duplicate) throw notFound(messages.adminCatalogue.duplicateNotFound);
    const movedCredits = await mergePersonInto(raw, keptId, duplicateId);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'merge-people',
      targetType: 'person',
      targetId: keptId,
      before: { kept, merged: duplicate },
      after: { keptId, mergedId: duplicateId, movedCredits },
    });
    return { keptId, mergedId: duplicateId, movedCredits };
  });
  await announceCatalogChange(db);
  return result;
}
