import type { AdminSupportThread, SupportMessageStatus } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportThreadQueryKey } from './get-support-message.ts';
import { adminSupportQueryKey } from './list-support-messages.ts';

/** `PATCH /api/admin/support/{id}`: closes or reopens a message. */
export const updateSupportMessage = (id: number, status: SupportMessageStatus) =>
  apiRequest<{ data: AdminSupportThread }>(`/api/admin/support/${id}`, {
    method: 'PATCH',
    body: { status },
  }).then((result) => result.data);

export function useUpdateSupportMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SupportMessageStatus) => updateSupportMessage(id, status),
    retry: false,
    onSuccess: (thread) => queryClient.setQueryData(supportThreadQueryKey(id), thread),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSupportQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
