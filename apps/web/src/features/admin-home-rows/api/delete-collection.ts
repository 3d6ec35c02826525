import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCollectionsQueryKey } from './list-collections.ts';

/** `DELETE /api/admin/collections/{id}`: the collection and its home-page row, if any. */
export const deleteCollection = (id: number) =>
  apiRequest<void>(`/api/admin/collections/${id}`, { method: 'DELETE' });

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCollection,
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCollectionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'home-rows'] }),
      ]),
  });
}
