import type { AdminUserFilter, AdminUserSummary, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_USERS_PAGE_SIZE = 20;

export interface AdminUsersFilter {
  q?: string;
  filter: AdminUserFilter;
  page: number;
}

export interface AdminUsersPage {
  data: AdminUserSummary[];
  meta: PaginationMeta;
}

/** `GET /api/admin/users`: accounts newest first, searched by name, email or id. */
export const listUsers = (filter: AdminUsersFilter, signal?: AbortSignal) =>
  apiRequest<AdminUsersPage>('/api/admin/users', {
    query: { ...filter, per_page: ADMIN_USERS_PAGE_SIZE },
    signal,
  });

export const adminUsersQueryKey = ['admin', 'users'] as const;

export const adminUsersQueryOptions = (filter: AdminUsersFilter) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, 'list', filter],
    queryFn: ({ signal }) => listUsers(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (filter: AdminUsersFilter) => useQuery(adminUsersQueryOptions(filter));
