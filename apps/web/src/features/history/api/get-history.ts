import type { HistoryItem, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const HISTORY_PAGE_SIZE = 20;

export interface HistoryPage {
  data: HistoryItem[];
  meta: PaginationMeta;
}

/** `GET /api/user/history`: finished plays, last watched first. */
export function getHistory(page: number, signal?: AbortSignal): Promise<HistoryPage> {
  return apiRequest<HistoryPage>('/api/user/history', {
    query: { page, per_page: HISTORY_PAGE_SIZE },
    signal,
  });
}

export const historyQueryKey = ['library', 'history'] as const;

export const historyQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...historyQueryKey, page],
    queryFn: ({ signal }) => getHistory(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useHistory = (page: number) => useQuery(historyQueryOptions(page));
