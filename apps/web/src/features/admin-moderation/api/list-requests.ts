import type {
  AdminContentRequest,
  AdminRequestSort,
  ContentRequestStatus,
  PaginationMeta,
  TitleType,
} from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_REQUESTS_PAGE_SIZE = 20;

export interface AdminRequestsFilter {
  status?: ContentRequestStatus;
  type?: TitleType;
  q?: string;
  sort: AdminRequestSort;
  page: number;
}

export interface AdminRequestsPage {
  data: AdminContentRequest[];
  meta: PaginationMeta;
}

/** `GET /api/admin/requests`: the request queue, filtered and sorted. */
export const listRequests = (filter: AdminRequestsFilter, signal?: AbortSignal) =>
  apiRequest<AdminRequestsPage>('/api/admin/requests', {
    query: { ...filter, per_page: ADMIN_REQUESTS_PAGE_SIZE },
    signal,
  });

export const adminRequestsQueryKey = ['admin', 'requests'] as const;

export const adminRequestsQueryOptions = (filter: AdminRequestsFilter) =>
  queryOptions({
    queryKey: [...adminRequestsQueryKey, filter],
    queryFn: ({ signal }) => listRequests(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminRequests = (filter: AdminRequestsFilter) => useQuery(adminRequestsQueryOptions(filter));
