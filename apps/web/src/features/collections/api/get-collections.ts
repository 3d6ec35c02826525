import type { Collection, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const COLLECTIONS_PAGE_SIZE = 24;

/** `GET /api/collections`: one page of the collections, in the curators' order. */
export const getCollections = (page: number, signal?: AbortSignal) =>
  apiRequest<{ data: Collection[]; meta: PaginationMeta }>('/api/collections', {
    query: { page, per_page: COLLECTIONS_PAGE_SIZE },
    signal,
  });

export const collectionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['collections', 'list', page],
    queryFn: ({ signal }) => getCollections(page, signal),
  });

export const useCollections = (page: number) =>
  useQuery({ ...collectionsQueryOptions(page), placeholderData: keepPreviousData });
