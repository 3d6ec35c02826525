import type { AdminPersonGap, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminPersianGapsQueryKey, PERSIAN_GAPS_PAGE_SIZE } from './list-title-gaps.ts';

/** `GET /api/admin/persian-gaps/people`: people lacking a Persian name, most viewed titles first. */
export const listPersonGaps = (page: number, signal?: AbortSignal) =>
  apiRequest<{ data: AdminPersonGap[]; meta: PaginationMeta }>('/api/admin/persian-gaps/people', {
    query: { page, per_page: PERSIAN_GAPS_PAGE_SIZE },
    signal,
  });

export const adminPersonGapsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminPersianGapsQueryKey, 'people', page],
    queryFn: ({ signal }) => listPersonGaps(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminPersonGaps = (page: number) => useQuery(adminPersonGapsQueryOptions(page));
