import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleQueryKey } from './get-title.ts';

/** `DELETE /api/admin/seasons/{id}`: with its episodes; 409 while an episode has video files. */
export const deleteSeason = (id: number) =>
  apiRequest<void>(`/api/admin/seasons/${id}`, { method: 'DELETE' });

export function useDeleteSeason(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeason,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTitleQueryKey(titleId) }),
  });
}
