import type { AdminSearchMissesQuery } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { normalizeSearchText } from '../search/normalize-search-text.ts';
import { escapeLike } from '../search/search-query.ts';
import { presentSearchMiss } from './present-search-miss.ts';
import { listSearchMissRows } from './search-misses-db.ts';

/**
 * One page of the missed searches, most searched or most recent first, filtered by part of the
 * text: normalised as the misses were, so «ي» finds «ی» and «۱۳۸۹» finds "1389".
 */
export async function listSearchMisses(db: Database, query: AdminSearchMissesQuery) {
  const text = query.q ? normalizeSearchText(query.q) : '';
  const { rows, total } = await listSearchMissRows(db, {
    textPattern: text ? `%${escapeLike(text)}%` : undefined,
    order: query.order,
    page: query.page,
    perPage: query.per_page,
  });
  return { data: rows.map(presentSearchMiss), meta: pageMeta(query.page, query.per_page, total) };
}
