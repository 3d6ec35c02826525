import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { historyQueryKey } from './get-history.ts';

/** `DELETE /api/user/history`: forgets every finished play. */
export async function clearHistory(): Promise<void> {
  await apiRequest<null>('/api/user/history', { method: 'DELETE' });
}

export function useClearHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearHistory,
    onSettled: () => queryClient.invalidateQueries({ queryKey: historyQueryKey }),
  });
}
