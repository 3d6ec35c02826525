import type { AdminHomeRow } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/home-rows`: the home page's rows below its first screen, in order. */
export const getHomeRows = (signal?: AbortSignal) =>
  apiRequest<{ data: AdminHomeRow[] }>('/api/admin/home-rows', { signal }).then((body) => body.data);

export const adminHomeRowsQueryKey = ['admin', 'home-rows'] as const;

export const adminHomeRowsQueryOptions = () =>
  queryOptions({
    queryKey: adminHomeRowsQueryKey,
    queryFn: ({ signal }) => getHomeRows(signal),
    staleTime: 0,
  });

export const useAdminHomeRows = () => useQuery(adminHomeRowsQueryOptions());
