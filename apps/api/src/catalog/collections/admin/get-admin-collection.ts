import { type AdminCollectionDetail, COLLECTION_MAX_TITLES } from '@pardeh/contract';
import type { DatabaseHandle } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { presentTitleResult } from '../../presenters/title-presenter.ts';
import { findAdminCollectionRow, findCollectionTitles } from '../collections-db.ts';
import { presentAdminCollection } from './present-admin-collection.ts';

/** A collection with every one of its titles, in the curator's order, as the public page lists them. */
export async function getAdminCollection(
  database: DatabaseHandle,
  id: number,
): Promise<AdminCollectionDetail> {
  const row = await findAdminCollectionRow(database.db, id);
  if (!row) throw notFound(messages.adminCollections.collectionNotFound);
  const titles = await findCollectionTitles(
    database,
    id,
    1,
    Math.max(row.titlesCount, COLLECTION_MAX_TITLES),
    null,
  );
  return { ...presentAdminCollection(row), titles: titles.map(presentTitleResult) };
}
