import type { AdminCollection, CreateCollectionBody } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminCollectionsQueryKey } from './list-collections.ts';

/** `POST /api/admin/collections` (409 for a slug another collection has). */
export const createCollection = (body: CreateCollectionBody) =>
  apiRequest<{ data: AdminCollection }>('/api/admin/collections', { method: 'POST', body }).then(
    (answer) => answer.data,
  );

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollection,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCollectionsQueryKey }),
  });
}
