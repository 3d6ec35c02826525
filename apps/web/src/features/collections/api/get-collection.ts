import type { Collection } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/collections/{id}`: one collection (name, description, cover, count); 404 when unknown. */
export const getCollection = (id: number, signal?: AbortSignal) =>
  apiRequest<{ data: Collection }>(`/api/collections/${id}`, { signal }).then((body) => body.data);

export const collectionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['collections', 'detail', id],
    queryFn: ({ signal }) => getCollection(id, signal),
  });

export const useCollection = (id: number) => useQuery(collectionQueryOptions(id));
