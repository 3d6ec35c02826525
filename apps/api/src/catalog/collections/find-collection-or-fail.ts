import type { DatabaseHandle } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { type CollectionRow, findCollection } from './collections-db.ts';

/** The collection by id or slug, or a 404. */
export async function findCollectionOrFail(
  database: DatabaseHandle,
  idOrSlug: string,
): Promise<CollectionRow> {
  const collection = await findCollection(database, idOrSlug);
  if (!collection) throw notFound(messages.collectionNotFound);
  return collection;
}
