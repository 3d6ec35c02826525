import type { AdminCollection, UpdateCollectionBody } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCollectionQueryKey } from './get-collection.ts';
import { adminCollectionsQueryKey } from './list-collections.ts';

/** `PATCH /api/admin/collections/{id}`: only the fields sent change (409 for a taken slug). */
export const updateCollection = ({ id, body }: { id: number; body: UpdateCollectionBody }) =>
  apiRequest<{ data: AdminCollection }>(`/api/admin/collections/${id}`, { method: 'PATCH', body }).then(
    (answer) => answer.data,
  );

export function useUpdateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCollection,
    retry: false,
    onSuccess: (collection) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCollectionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: adminCollectionQueryKey(collection.id) }),
      ]),
  });
}
