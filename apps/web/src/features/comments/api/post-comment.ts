import type { Comment, CommentBody } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/user/comment`: a comment on a title, or a reply to one of its top-level comments. */
export const postComment = (body: CommentBody) =>
  apiRequest<{ data: Comment }>('/api/user/comment', { method: 'POST', body }).then((answer) => answer.data);

/** Posting refetches the title's comments, so the new one shows in its place. */
export const usePostComment = (titleId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postComment,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['titles', String(titleId), 'comments'] }),
  });
};
