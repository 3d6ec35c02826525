import type { CommentsPage } from '@pardeh/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

export type { CommentsPage };

const PER_PAGE = 10;

/**
 * `GET /api/titles/{id}/comments`: a page of comments, newest first, replies nested, and whether
 * the viewer may write one.
 */
export const getTitleComments = (titleId: number, page: number, signal?: AbortSignal) =>
  apiRequest<CommentsPage>(`/api/titles/${titleId}/comments`, {
    query: { page, per_page: PER_PAGE },
    signal,
  });

/** Keyed by the viewer too: the answer carries their own likes and which comments are theirs. */
export const titleCommentsQueryKey = (titleId: number, viewerId: number | null) =>
  ['titles', String(titleId), 'comments', viewerId ?? 'signed-out'] as const;

export const titleCommentsQueryOptions = (titleId: number, viewerId: number | null) =>
  infiniteQueryOptions({
    queryKey: titleCommentsQueryKey(titleId, viewerId),
    queryFn: ({ pageParam, signal }) => getTitleComments(titleId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.page < last.meta.lastPage ? last.meta.page + 1 : undefined),
  });

export const useTitleComments = (titleId: number) => {
  const viewerId = useAuthStore((state) => state.user?.id ?? null);
  return useInfiniteQuery(titleCommentsQueryOptions(titleId, viewerId));
};
