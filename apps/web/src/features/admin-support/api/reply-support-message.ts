import type { AdminSupportThread, SupportReplyBody } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { supportThreadQueryKey } from './get-support-message.ts';
import { adminSupportQueryKey } from './list-support-messages.ts';

/** `POST /api/admin/support/{id}/replies`: emailed to the sender; the message becomes answered. */
export const replySupportMessage = (id: number, body: SupportReplyBody) =>
  apiRequest<{ data: AdminSupportThread }>(`/api/admin/support/${id}/replies`, {
    method: 'POST',
    body,
  }).then((result) => result.data);

export function useReplySupportMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SupportReplyBody) => replySupportMessage(id, body),
    retry: false,
    onSuccess: (thread) => queryClient.setQueryData(supportThreadQueryKey(id), thread),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSupportQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
