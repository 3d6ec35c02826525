import type { AdminDashboard } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/dashboard`: the counts of the console's first page, counted when asked. */
export const getDashboard = (signal?: AbortSignal) =>
  apiRequest<{ data: AdminDashboard }>('/api/admin/dashboard', { signal }).then((body) => body.data);

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
