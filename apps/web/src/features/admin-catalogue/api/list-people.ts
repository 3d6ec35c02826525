import type { AdminPersonRow, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_PEOPLE_PAGE_SIZE = 20;

export interface AdminPeopleFilter {
  q?: string;
  page: number;
}

/** `GET /api/admin/people`: by Persian or English name, id or IMDb id. */
export const listPeople = (filter: AdminPeopleFilter, signal?: AbortSignal) =>
  apiRequest<{ data: AdminPersonRow[]; meta: PaginationMeta }>('/api/admin/people', {
    query: { ...filter, per_page: ADMIN_PEOPLE_PAGE_SIZE },
    signal,
  });

export const adminPeopleQueryKey = ['admin', 'people'] as const;

export const adminPeopleQueryOptions = (filter: AdminPeopleFilter) =>
  queryOptions({
    queryKey: [...adminPeopleQueryKey, filter],
    queryFn: ({ signal }) => listPeople(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminPeople = (filter: AdminPeopleFilter) => useQuery(adminPeopleQueryOptions(filter));
