import type { AdminTitleRow, PaginationMeta, TitleType } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_TITLES_PAGE_SIZE = 20;

export interface AdminTitlesFilter {
  q?: string;
  type?: TitleType;
  page: number;
}

/** `GET /api/admin/titles`: by name, id, IMDb id or IMDb address. */
export const listTitles = (filter: AdminTitlesFilter, signal?: AbortSignal) =>
  apiRequest<{ data: AdminTitleRow[]; meta: PaginationMeta }>('/api/admin/titles', {
    query: { ...filter, per_page: ADMIN_TITLES_PAGE_SIZE },
    signal,
  });

export const adminTitlesQueryKey = ['admin', 'titles'] as const;

export const adminTitlesQueryOptions = (filter: AdminTitlesFilter) =>
  queryOptions({
    queryKey: [...adminTitlesQueryKey, filter],
    queryFn: ({ signal }) => listTitles(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminTitles = (filter: AdminTitlesFilter) => useQuery(adminTitlesQueryOptions(filter));
