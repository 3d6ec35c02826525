import type { AdminSearchMiss, PaginationMeta, SearchMissOrder } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_SEARCH_MISSES_PAGE_SIZE = 20;

export interface AdminSearchMissesFilter {
  q?: string;
  order: SearchMissOrder;
  page: number;
}

/** `GET /api/admin/search-misses`: the results page's searches that found nothing. */
export const listSearchMisses = (filter: AdminSearchMissesFilter, signal?: AbortSignal) =>
  apiRequest<{ data: AdminSearchMiss[]; meta: PaginationMeta }>('/api/admin/search-misses', {
    query: { ...filter, per_page: ADMIN_SEARCH_MISSES_PAGE_SIZE },
    signal,
  });

export const adminSearchMissesQueryKey = ['admin', 'search-misses'] as const;

export const adminSearchMissesQueryOptions = (filter: AdminSearchMissesFilter) =>
  queryOptions({
    queryKey: [...adminSearchMissesQueryKey, filter],
    queryFn: ({ signal }) => listSearchMisses(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminSearchMisses = (filter: AdminSearchMissesFilter) =>
  useQuery(adminSearchMissesQueryOptions(filter));
