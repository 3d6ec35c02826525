import type { Collection, PaginationMeta } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { presentCollection } from '../presenters/collection-presenter.ts';
import { findCollectionPage } from './collections-db.ts';

/** One page of the collections, oldest first. */
export async function listCollections(
  database: DatabaseHandle,
  page: number,
  perPage: number,
  maturityAge: number | null,
): Promise<{ data: Collection[]; meta: PaginationMeta }> {
  const { rows, total } = await findCollectionPage(database, page, perPage, maturityAge);
  return { data: rows.map(presentCollection), meta: pageMeta(page, perPage, total) };
}
