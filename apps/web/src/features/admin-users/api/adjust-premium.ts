import type { AdminUserDetail, PremiumAdjustmentBody } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showChangedUser } from './get-user.ts';

/** `POST /api/admin/users/{id}/premium`: extends premium by days or ends it now, with a reason. */
export const adjustPremium = (id: number, body: PremiumAdjustmentBody) =>
  apiRequest<{ data: AdminUserDetail }>(`/api/admin/users/${id}/premium`, { method: 'POST', body }).then(
    (result) => result.data,
  );

export function useAdjustPremium(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PremiumAdjustmentBody) => adjustPremium(id, body),
    retry: false,
    onSuccess: (user) => showChangedUser(queryClient, user),
  });
}
