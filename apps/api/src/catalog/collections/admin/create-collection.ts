import type { AdminCollection, CreateCollectionBody } from '@pardeh/contract';
import { recordAudit } from '../../../admin/audit/record-audit.ts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { announceCatalogChange } from '../../../realtime/catalog-changes.ts';
import {
  type CollectionFields,
  findAdminCollectionRow,
  insertCollection,
  nextCollectionId,
} from '../collections-db.ts';
import { collectionSlug, refusingTakenSlug } from './collection-slug.ts';
import { presentAdminCollection } from './present-admin-collection.ts';

/**
 * A new, empty collection, with its audit entry; a slug another collection has answers 409. The
 * public list shows it once committed.
 */
export async function createCollection(
  db: Database,
  operatorId: number,
  body: CreateCollectionBody,
): Promise<AdminCollection> {
  const id = await db.transaction(async (tx) => {
    const newId = await nextCollectionId(tx);
    const fields: CollectionFields = {
      slug: body.slug ?? collectionSlug(body.nameEn, newId),
      nameFa: body.nameFa,
      nameEn: body.nameEn ?? null,
      description: body.description ?? null,
      coverUrl: body.coverUrl ?? null,
    };
    await refusingTakenSlug(fields.slug, () => insertCollection(tx, newId, fields));
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'create-collection',
      targetType: 'collection',
      targetId: newId,
      before: null,
      after: fields,
    });
    return newId;
  });
  await announceCatalogChange(db);
  const row = await findAdminCollectionRow(db, id);
  if (!row) throw notFound(messages.adminCollections.collectionNotFound);
  return presentAdminCollection(row);
}
