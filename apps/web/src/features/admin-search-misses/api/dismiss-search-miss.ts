import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminSearchMissesQueryKey } from './list-search-misses.ts';

/** `DELETE /api/admin/search-misses/{id}`: the miss leaves the list (audited). */
export const dismissSearchMiss = (id: number) =>
  apiRequest<void>(`/api/admin/search-misses/${id}`, { method: 'DELETE' });

export function useDismissSearchMiss() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissSearchMiss,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminSearchMissesQueryKey }),
  });
}
