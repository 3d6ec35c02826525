import type { Collection, PaginationMeta, TitleResult } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How many collections get a row of their own on the home page. */
export const HOME_COLLECTION_ROWS = 2;

/** `GET /api/collections`: the first collections, whose rows the home page shows. */
export const getHomeCollections = (signal?: AbortSignal) =>
  apiRequest<{ data: Collection[]; meta: PaginationMeta }>('/api/collections', {
    query: { page: 1, per_page: HOME_COLLECTION_ROWS },
    signal,
  }).then((body) => body.data);

export const homeCollectionsQueryOptions = () =>
  queryOptions({ queryKey: ['collections', 'home'], queryFn: ({ signal }) => getHomeCollections(signal) });

export const useHomeCollections = (enabled: boolean) =>
  useQuery({ ...homeCollectionsQueryOptions(), enabled });

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
