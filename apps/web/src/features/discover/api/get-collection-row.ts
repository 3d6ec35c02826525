import type { Collection, TitleResult } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/collections/{id}?type=alt`: the collection with its first 20 titles, for one row. */
export const getCollectionRow = (id: number, signal?: AbortSignal) =>
  apiRequest<{ data: Collection & { titles: TitleResult[] } }>(`/api/collections/${id}`, {
    query: { type: 'alt' },
    signal,
  }).then((body) => body.data);

export const collectionRowQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['collections', 'row', id],
    queryFn: ({ signal }) => getCollectionRow(id, signal),
  });

export const useCollectionRow = (id: number) => useQuery(collectionRowQueryOptions(id));
