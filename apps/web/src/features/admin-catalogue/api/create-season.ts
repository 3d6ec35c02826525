import type { AdminSeason, AdminSeasonCreate } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleQueryKey } from './get-title.ts';

/** `POST /api/admin/titles/{id}/seasons`: a new season of a series (409 for a number it has). */
export const createSeason = ({ titleId, body }: { titleId: number; body: AdminSeasonCreate }) =>
  apiRequest<{ data: AdminSeason }>(`/api/admin/titles/${titleId}/seasons`, { method: 'POST', body }).then(
    (answer) => answer.data,
  );

export function useCreateSeason(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSeasonCreate) => createSeason({ titleId, body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTitleQueryKey(titleId) }),
  });
}
