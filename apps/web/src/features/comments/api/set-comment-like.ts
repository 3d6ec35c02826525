import type { LikeState, LikeValue } from '@pardeh/contract';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { updateComment, withViewerLike } from '../lib/comment-likes.ts';
import { type CommentsPage, titleCommentsQueryKey } from './get-title-comments.ts';

/** `POST /api/user/like/{id}` for a comment: the viewer's like (1), dislike (-1) or neither (0). */
export const setCommentLike = (id: number, value: LikeValue) =>
  apiRequest<{ data: LikeState }>(`/api/user/like/${id}`, {
    method: 'POST',
    body: { type: 'comment', value },
  }).then((answer) => answer.data);

/**
 * Shows the new like at once and rolls it back if the server refuses; the server's exact counts
 * replace the guess when it answers. `onFailure` tells the viewer why the button went back.
 */
export const useSetCommentLike = (titleId: number, onFailure: () => void) => {
  const queryClient = useQueryClient();
  const viewerId = useAuthStore((state) => state.user?.id ?? null);
  const queryKey = titleCommentsQueryKey(titleId, viewerId);
  const apply = (id: number, change: Parameters<typeof updateComment>[2]) =>
    queryClient.setQueryData<InfiniteData<CommentsPage>>(queryKey, (data) => updateComment(data, id, change));
  return useMutation({
    mutationFn: ({ id, value }: { id: number; value: LikeValue }) => setCommentLike(id, value),
    retry: false,
    onMutate: async ({ id, value }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<InfiniteData<CommentsPage>>(queryKey);
      apply(id, (comment) => withViewerLike(comment, value));
      return { before };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      onFailure();
    },
    onSuccess: (state, { id }) => apply(id, (comment) => ({ ...comment, ...state })),
  });
};
