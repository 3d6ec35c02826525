import type { AdminUserDetail } from '@pardeh/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminUsersQueryKey } from './list-users.ts';

/** `GET /api/admin/users/{id}`: premium, orders, redeemed gifts, manual changes and block. */
export const getUser = (id: number, signal?: AbortSignal) =>
  apiRequest<{ data: AdminUserDetail }>(`/api/admin/users/${id}`, { signal }).then((result) => result.data);

export const adminUserQueryKey = (id: number) => [...adminUsersQueryKey, 'detail', id] as const;

export const adminUserQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminUserQueryKey(id),
    queryFn: ({ signal }) => getUser(id, signal),
    staleTime: 0,
  });

export const useAdminUser = (id: number) => useQuery(adminUserQueryOptions(id));

/**
 * Every change to a user answers with the user as the page shows it: put that in place, and let
 * the list and the dashboard's counts (premium users, admins) fetch again.
 */
export function showChangedUser(queryClient: QueryClient, user: AdminUserDetail) {
  queryClient.setQueryData(adminUserQueryKey(user.id), user);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...adminUsersQueryKey, 'list'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}
