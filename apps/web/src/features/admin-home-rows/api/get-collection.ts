import type { AdminCollectionDetail } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/collections/{id}`: the collection with every title, in order. */
export const getCollection = (id: number, signal?: AbortSignal) =>
  apiRequest<{ data: AdminCollectionDetail }>(`/api/admin/collections/${id}`, { signal }).then(
    (body) => body.data,
  );

export const adminCollectionQueryKey = (id: number) => ['admin', 'collection', id] as const;

export const adminCollectionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminCollectionQueryKey(id),
    queryFn: ({ signal }) => getCollection(id, signal),
    staleTime: 0,
  });

export const useAdminCollection = (id: number) => useQuery(adminCollectionQueryOptions(id));
