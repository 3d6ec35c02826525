import type { ComingSoonItem, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ComingSoonPage {
  data: ComingSoonItem[];
  meta: PaginationMeta;
}

export const COMING_SOON_PAGE_SIZE = 20;

/** `GET /api/titles/comingsoon`: titles on their way, by expected date (unknown dates last). */
export const getComingSoon = (page: number, perPage: number, signal?: AbortSignal) =>
  apiRequest<ComingSoonPage>('/api/titles/comingsoon', { query: { page, per_page: perPage }, signal });

export const comingSoonQueryOptions = (page: number, perPage = COMING_SOON_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['titles', 'comingsoon', page, perPage],
    queryFn: ({ signal }) => getComingSoon(page, perPage, signal),
  });

export const useComingSoon = (page: number, perPage = COMING_SOON_PAGE_SIZE) =>
  useQuery({ ...comingSoonQueryOptions(page, perPage), placeholderData: keepPreviousData });
