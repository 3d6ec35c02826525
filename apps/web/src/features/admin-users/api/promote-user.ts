import type { AdminUserDetail } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showChangedUser } from './get-user.ts';

/** `POST /api/admin/users/{id}/promote` makes an administrator; `/demote` takes the rights away. */
export const setUserAdmin = (id: number, admin: boolean) =>
  apiRequest<{ data: AdminUserDetail }>(`/api/admin/users/${id}/${admin ? 'promote' : 'demote'}`, {
    method: 'POST',
  }).then((result) => result.data);

export function useSetUserAdmin(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (admin: boolean) => setUserAdmin(id, admin),
    retry: false,
    onSuccess: (user) => showChangedUser(queryClient, user),
  });
}
