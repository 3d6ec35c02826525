import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `DELETE /api/user/comment/{id}`: removes one's own comment (one with replies stays as deleted). */
export const deleteComment = (id: number) =>
  apiRequest<void>(`/api/user/comment/${id}`, { method: 'DELETE' });

export const useDeleteComment = (titleId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['titles', String(titleId), 'comments'] }),
  });
};
