import type { ContentRequest, ContentRequestStatus, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const REQUESTS_PAGE_SIZE = 20;

export interface RequestsPage {
  data: ContentRequest[];
  meta: PaginationMeta;
}

/** `GET /api/user/requests`: the requests the user filed or joined, newest first. */
export function getMyRequests(
  { status, page }: { status?: ContentRequestStatus; page: number },
  signal?: AbortSignal,
): Promise<RequestsPage> {
  return apiRequest<RequestsPage>('/api/user/requests', {
    query: { status, page, per_page: REQUESTS_PAGE_SIZE },
    signal,
  });
}

export const myRequestsQueryKey = ['library', 'requests'] as const;

export const myRequestsQueryOptions = (filter: { status?: ContentRequestStatus; page: number }) =>
  queryOptions({
    queryKey: [...myRequestsQueryKey, filter.status ?? 'all', filter.page],
    queryFn: ({ signal }) => getMyRequests(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useMyRequests = (filter: { status?: ContentRequestStatus; page: number }) =>
  useQuery(myRequestsQueryOptions(filter));
