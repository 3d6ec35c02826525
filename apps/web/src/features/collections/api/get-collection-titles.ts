import type { PaginationMeta, TitleResult } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const COLLECTION_TITLES_PAGE_SIZE = 24;

/** `GET /api/collections/{id}/titles`: one page of the collection's titles in the curator's order. */
export const getCollectionTitles = (id: number, page: number, signal?: AbortSignal) =>
  apiRequest<{ data: TitleResult[]; meta: PaginationMeta }>(`/api/collections/${id}/titles`, {
    query: { page, per_page: COLLECTION_TITLES_PAGE_SIZE },
    signal,
  });

export const collectionTitlesQueryOptions = (id: number, page: number) =>
  queryOptions({
    queryKey: ['collections', 'titles', id, page],
    queryFn: ({ signal }) => getCollectionTitles(id, page, signal),
  });

export const useCollectionTitles = (id: number, page: number, enabled: boolean) =>
  useQuery({ ...collectionTitlesQueryOptions(id, page), enabled, placeholderData: keepPreviousData });
