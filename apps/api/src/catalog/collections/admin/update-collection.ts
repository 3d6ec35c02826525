import type { AdminCollection, UpdateCollectionBody } from '@pardeh/contract';
import { recordAudit } from '../../../admin/audit/record-audit.ts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { announceCatalogChange } from '../../../realtime/catalog-changes.ts';
import {
  type CollectionFields,
  findAdminCollectionRow,
  lockCollection,
  updateCollectionRow,
} from '../collections-db.ts';
import { refusingTakenSlug } from './collection-slug.ts';
import { presentAdminCollection } from './present-admin-collection.ts';

const editableFields = ['slug', 'nameFa', 'nameEn', 'description', 'coverUrl'] as const;

/**
 * An operator's edit of a collection: the fields sent that differ are written, and audited with
 * their values before and after; a slug another collection has answers 409. Importers leave the
 * collection alone from then on. Public answers change once committed.
 */
export async function updateCollection(
  db: Database,
  operatorId: number,
  id: number,
  body: UpdateCollectionBody,
): Promise<AdminCollection> {
  const changed = await db.transaction(async (tx) => {
    const current = await lockCollection(tx, id);
    if (!current) throw notFound(messages.adminCollections.collectionNotFound);
    const before: Partial<CollectionFields> = {};
    const after: Partial<CollectionFields> = {};
    for (const field of editableFields) {
      const value = body[field];
      if (value === undefined || value === current[field]) continue;
      Object.assign(before, { [field]: current[field] });
      Object.assign(after, { [field]: value });
    }
    if (Object.keys(after).length === 0) return false;
    await refusingTakenSlug(after.slug ?? current.slug, () => updateCollectionRow(tx, id, after));
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'update-collection',
      targetType: 'collection',
      targetId: id,
      before,
      after,
    });
    return true;
  });
  if (changed) await announceCatalogChange(db);
  const row = await findAdminCollectionRow(db, id);
  if (!row) throw notFound(messages.adminCollections.collectionNotFound);
  return presentAdminCollection(row);
}
