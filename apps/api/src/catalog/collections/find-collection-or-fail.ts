import type { DatabaseHandle } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { type CollectionRow, findCollection } from './collections-db.ts';

/** The collection by id or slug, or a 404 (for a kids' profile, also when it has no title for its age). */
export async function findCollectionOrFail(
  database: DatabaseHandle,
  idOrSlug: string,
  maturityAge: number | null,
): Promise<CollectionRow> {
  const collection = await findCollection(database, idOrSlug, maturityAge);
  if (!collection) throw notFound(messages.collectionNotFound);
  return collection;
}
