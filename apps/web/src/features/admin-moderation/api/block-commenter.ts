import type { CommentBlock, CommentBlockBody } from '@pardeh/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCommentsQueryKey } from './list-comments.ts';

const path = (userId: number) => `/api/admin/users/${userId}/comment-block`;

/** `GET /api/admin/users/{id}/comment-block`: the user's block from commenting, or null. */
export const getCommentBlock = (userId: number, signal?: AbortSignal) =>
  apiRequest<{ data: CommentBlock | null }>(path(userId), { signal }).then((result) => result.data);

export const commentBlockQueryKey = (userId: number) => ['admin', 'comment-block', userId] as const;

export const commentBlockQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: commentBlockQueryKey(userId),
    queryFn: ({ signal }) => getCommentBlock(userId, signal),
    staleTime: 0,
  });

export const useCommentBlock = (userId: number) => useQuery(commentBlockQueryOptions(userId));

/** `POST` bars the user from commenting (with a reason); `DELETE` lets them comment again. */
export const setCommentBlock = (userId: number, block: CommentBlockBody | null) =>
  block
    ? apiRequest<{ data: CommentBlock }>(path(userId), { method: 'POST', body: block }).then(() => undefined)
    : apiRequest<void>(path(userId), { method: 'DELETE' });

export function useSetCommentBlock(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: CommentBlockBody | null) => setCommentBlock(userId, block),
    retry: false,
    // The comment lists show each author's block; the user page shows it too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCommentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: commentBlockQueryKey(userId) }),
      ]),
  });
}
