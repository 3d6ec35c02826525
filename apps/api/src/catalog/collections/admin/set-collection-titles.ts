import type { AdminCollectionDetail } from '@pardeh/contract';
import { recordAudit } from '../../../admin/audit/record-audit.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { announceCatalogChange } from '../../../realtime/catalog-changes.ts';
import {
  collectionTitleIds,
  existingTitleIds,
  lockCollection,
  replaceCollectionTitles,
} from '../collections-db.ts';
import { getAdminCollection } from './get-admin-collection.ts';

/**
 * Makes the collection's titles exactly `titleIds`, in that order (the contract refuses repeats).
 * Ids the catalogue does not have answer 422, naming them. The collection's row lock serialises
 * two operators ordering one collection at once; the later order wins whole.
 */
export async function setCollectionTitles(
  database: DatabaseHandle,
  operatorId: number,
  id: number,
  titleIds: number[],
): Promise<AdminCollectionDetail> {
  const changed = await database.db.transaction(async (tx) => {
    if (!(await lockCollection(tx, id))) throw notFound(messages.adminCollections.collectionNotFound);
    const found = await existingTitleIds(tx, titleIds);
    const unknown = titleIds.filter((titleId) => !found.has(titleId));
    if (unknown.length > 0) {
      throw new HttpError(422, messages.adminCollections.titlesNotFound, {
        titleIds: [messages.adminCollections.unknownTitles(unknown.join('، '))],
      });
    }
    const before = await collectionTitleIds(tx, id);
    if (before.length === titleIds.length && before.every((titleId, index) => titleId === titleIds[index])) {
      return false;
    }
    await replaceCollectionTitles(tx, id, titleIds);
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'set-collection-titles',
      targetType: 'collection',
      targetId: id,
      before: { titleIds: before },
      after: { titleIds },
    });
    return true;
  });
  if (changed) await announceCatalogChange(database.db);
  return getAdminCollection(database, id);
}
