import type { AdminEpisode, AdminEpisodeCreate } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleQueryKey } from './get-title.ts';

/** `POST /api/admin/seasons/{id}/episodes`: a new episode (409 for a number the season has). */
export const createEpisode = ({ seasonId, body }: { seasonId: number; body: AdminEpisodeCreate }) =>
  apiRequest<{ data: AdminEpisode }>(`/api/admin/seasons/${seasonId}/episodes`, {
    method: 'POST',
    body,
  }).then((answer) => answer.data);

export function useCreateEpisode(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEpisode,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTitleQueryKey(titleId) }),
  });
}
