import type { AdminTitleGap, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const PERSIAN_GAPS_PAGE_SIZE = 20;

/** Both of the Persian work queue's lists: a save in either refreshes them. */
export const adminPersianGapsQueryKey = ['admin', 'persian-gaps'] as const;

/** `GET /api/admin/persian-gaps/titles`: titles lacking a Persian title or plot, most viewed first. */
export const listTitleGaps = (page: number, signal?: AbortSignal) =>
  apiRequest<{ data: AdminTitleGap[]; meta: PaginationMeta }>('/api/admin/persian-gaps/titles', {
    query: { page, per_page: PERSIAN_GAPS_PAGE_SIZE },
    signal,
  });

export const adminTitleGapsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminPersianGapsQueryKey, 'titles', page],
    queryFn: ({ signal }) => listTitleGaps(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminTitleGaps = (page: number) => useQuery(adminTitleGapsQueryOptions(page));
