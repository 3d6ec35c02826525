import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { historyQueryKey } from './get-history.ts';

/** `DELETE /api/user/history/{id}`: removes one finished play. */
export async function deleteHistoryEntry(id: number): Promise<void> {
  await apiRequest<null>(`/api/user/history/${id}`, { method: 'DELETE' });
}

export function useDeleteHistoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistoryEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyQueryKey }),
  });
}
