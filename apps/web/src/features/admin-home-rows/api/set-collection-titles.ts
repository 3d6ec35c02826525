import type { AdminCollectionDetail } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCollectionQueryKey } from './get-collection.ts';
import { adminCollectionsQueryKey } from './list-collections.ts';

/** `PUT /api/admin/collections/{id}/titles`: every title of the collection, in order. */
export const setCollectionTitles = ({ id, titleIds }: { id: number; titleIds: number[] }) =>
  apiRequest<{ data: AdminCollectionDetail }>(`/api/admin/collections/${id}/titles`, {
    method: 'PUT',
    body: { titleIds },
  }).then((answer) => answer.data);

export function useSetCollectionTitles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCollectionTitles,
    retry: false,
    onSuccess: (collection) => {
      queryClient.setQueryData(adminCollectionQueryKey(collection.id), collection);
      return queryClient.invalidateQueries({ queryKey: adminCollectionsQueryKey });
    },
  });
}
