import type { PaginationMeta, TitleResult } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { presentTitleResult } from '../presenters/title-presenter.ts';
import { findCollectionTitles } from './collections-db.ts';
import { findCollectionOrFail } from './find-collection-or-fail.ts';

/** One page of a collection's titles, in the curator's order. */
export async function listCollectionTitles(
  database: DatabaseHandle,
  idOrSlug: string,
  page: number,
  perPage: number,
  maturityAge: number | null,
): Promise<{ data: TitleResult[]; meta: PaginationMeta }> {
  const collection = await findCollectionOrFail(database, idOrSlug, maturityAge);
  const rows = await findCollectionTitles(database, collection.id, page, perPage, maturityAge);
  return { data: rows.map(presentTitleResult), meta: pageMeta(page, perPage, collection.titles_count) };
}
