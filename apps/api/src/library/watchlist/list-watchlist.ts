import type { PaginationMeta, WatchlistItem, WatchlistQuery } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { pageMeta } from '../../http/page-meta.ts';
import { presentWatchlistItem } from './present-watchlist-item.ts';
import { findWatchlistPage } from './watchlist-db.ts';

/** One page of the profile's watchlist, newest first, optionally only films or only series. */
export async function listWatchlist(
  database: DatabaseHandle,
  profileId: number,
  query: WatchlistQuery,
): Promise<{ data: WatchlistItem[]; meta: PaginationMeta }> {
  const { page, per_page: perPage, type } = query;
  const { rows, total } = await findWatchlistPage(database, profileId, { type, page, perPage });
  return { data: rows.map(presentWatchlistItem), meta: pageMeta(page, perPage, total) };
}
