import type { TitleType } from '@pardeh/contract';

/** The watchlist page's address: `?type=movie|series` (absent: all) and `?page=` (absent: 1). */
export interface WatchlistParams {
  type: TitleType | undefined;
  page: number;
}

export function readWatchlistParams(params: URLSearchParams): WatchlistParams {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return {
    type: type === 'movie' || type === 'series' ? type : undefined,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The search string of `next`, leaving defaults out so the plain page keeps its plain address. */
export function writeWatchlistParams({ type, page }: WatchlistParams): Record<string, string> {
  return { ...(type ? { type } : {}), ...(page > 1 ? { page: String(page) } : {}) };
}
