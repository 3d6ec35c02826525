import type { AdminCollection } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/collections`: every collection, for the list and the home rows' picker. */
export const listCollections = (signal?: AbortSignal) =>
  apiRequest<{ data: AdminCollection[] }>('/api/admin/collections', { signal }).then((body) => body.data);

export const adminCollectionsQueryKey = ['admin', 'collections'] as const;

export const adminCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: adminCollectionsQueryKey,
    queryFn: ({ signal }) => listCollections(signal),
    staleTime: 0,
  });

export const useAdminCollections = () => useQuery(adminCollectionsQueryOptions());
