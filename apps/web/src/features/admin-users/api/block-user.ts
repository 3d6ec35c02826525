import type { AdminUserDetail, BlockUserBody } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { showChangedUser } from './get-user.ts';

/**
 * `POST /api/admin/users/{id}/block` (with a reason: their sessions end at once) or
 * `POST /api/admin/users/{id}/unblock` (`null`).
 */
export const setUserBlock = (id: number, block: BlockUserBody | null) =>
  apiRequest<{ data: AdminUserDetail }>(`/api/admin/users/${id}/${block ? 'block' : 'unblock'}`, {
    method: 'POST',
    body: block ?? undefined,
  }).then((result) => result.data);

export function useSetUserBlock(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: BlockUserBody | null) => setUserBlock(id, block),
    retry: false,
    onSuccess: (user) => showChangedUser(queryClient, user),
  });
}
