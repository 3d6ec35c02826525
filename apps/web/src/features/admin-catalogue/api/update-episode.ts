import type { AdminEpisode, AdminEpisodePatch } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleQueryKey } from './get-title.ts';

/** `PATCH /api/admin/episodes/{id}` (409 for a number the season has). */
export const updateEpisode = ({ id, body }: { id: number; body: AdminEpisodePatch }) =>
  apiRequest<{ data: AdminEpisode }>(`/api/admin/episodes/${id}`, { method: 'PATCH', body }).then(
    (answer) => answer.data,
  );

export function useUpdateEpisode(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEpisode,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTitleQueryKey(titleId) }),
  });
}
