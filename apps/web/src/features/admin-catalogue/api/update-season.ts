import type { AdminSeason, AdminSeasonPatch } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleQueryKey } from './get-title.ts';

/** `PATCH /api/admin/seasons/{id}`: number, name or air date (409 for a number the series has). */
export const updateSeason = ({ id, body }: { id: number; body: AdminSeasonPatch }) =>
  apiRequest<{ data: AdminSeason }>(`/api/admin/seasons/${id}`, { method: 'PATCH', body }).then(
    (answer) => answer.data,
  );

export function useUpdateSeason(titleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSeason,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminTitleQueryKey(titleId) }),
  });
}
