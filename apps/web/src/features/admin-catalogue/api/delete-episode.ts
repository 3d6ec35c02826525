import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleQueryKey } from './get-title.ts';

/** `DELETE /api/admin/episodes/{id}`; 409 while it has video files. */
export const deleteEpisode = (id: number) =>
  apiRequest<void>(`/api/admin/episodes/${id}`, { method: 'DELETE' });

export function useDeleteEpisode(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEpisode,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTitleQueryKey(titleId) }),
  });
}
