import type { AdminComment, AdminCommentFilter, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_COMMENTS_PAGE_SIZE = 20;

export interface AdminCommentsPage {
  data: AdminComment[];
  meta: PaginationMeta;
}

/** `GET /api/admin/comments?filter=reported|recent|hidden`. */
export const listComments = (filter: AdminCommentFilter, page: number, signal?: AbortSignal) =>
  apiRequest<AdminCommentsPage>('/api/admin/comments', {
    query: { filter, page, per_page: ADMIN_COMMENTS_PAGE_SIZE },
    signal,
  });

export const adminCommentsQueryKey = ['admin', 'comments'] as const;

export const adminCommentsQueryOptions = (filter: AdminCommentFilter, page: number) =>
  queryOptions({
    queryKey: [...adminCommentsQueryKey, filter, page],
    queryFn: ({ signal }) => listComments(filter, page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const useAdminComments = (filter: AdminCommentFilter, page: number) =>
  useQuery(adminCommentsQueryOptions(filter, page));
