import type { PaginationMeta, TitleType, WatchlistItem } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const WATCHLIST_PAGE_SIZE = 24;

export type WatchlistPage = { data: WatchlistItem[]; meta: PaginationMeta };

/** `GET /api/user/watchlist`: one page of the saved titles, newest first. */
export const getWatchlist = (page: number, type: TitleType | undefined, signal?: AbortSignal) =>
  apiRequest<WatchlistPage>('/api/user/watchlist', {
    query: { page, per_page: WATCHLIST_PAGE_SIZE, type },
    signal,
  });

/** Every page and filter of the list sits under this key, so one change refreshes them all. */
export const WATCHLIST_KEY = ['watchlist'] as const;

export const watchlistQueryOptions = (page: number, type: TitleType | undefined) =>
  queryOptions({
    queryKey: [...WATCHLIST_KEY, type ?? 'all', page],
    queryFn: ({ signal }) => getWatchlist(page, type, signal),
  });

export const useWatchlist = (page: number, type: TitleType | undefined) =>
  useQuery({ ...watchlistQueryOptions(page, type), placeholderData: keepPreviousData });
