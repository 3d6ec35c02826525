import type { ComingSoonItem, PaginationMeta } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { presentComingSoonItem } from '../presenters/title-presenter.ts';
import { findComingSoon } from './titles-db.ts';

/** One page of the titles still coming, soonest first. */
export async function listComingSoon(
  database: DatabaseHandle,
  page: number,
  perPage: number,
  maturityAge: number | null,
): Promise<{ data: ComingSoonItem[]; meta: PaginationMeta }> {
  const { rows, total } = await findComingSoon(database, page, perPage, maturityAge);
  return { data: rows.map(presentComingSoonItem), meta: pageMeta(page, perPage, total) };
}
