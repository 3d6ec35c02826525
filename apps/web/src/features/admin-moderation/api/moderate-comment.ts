import type { AdminComment } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCommentsQueryKey } from './list-comments.ts';

/** What an operator does to one comment: hiding it also resolves its reports. */
export type CommentModeration = 'hide' | 'restore' | 'dismiss-reports';

/** `POST /api/admin/comments/{id}/hide|restore|dismiss-reports` (no body). */
export const moderateComment = (id: number, action: CommentModeration) =>
  apiRequest<{ data: AdminComment }>(`/api/admin/comments/${id}/${action}`, { method: 'POST' }).then(
    (result) => result.data,
  );

export function useModerateComment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CommentModeration) => moderateComment(id, action),
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCommentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
