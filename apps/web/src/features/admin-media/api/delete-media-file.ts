import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleMediaQueryKey } from './get-title-media.ts';

/** `DELETE /api/admin/media/files/{id}`: the file leaves the site and its renditions the storage. */
export const deleteMediaFile = ({ id }: { id: number; titleId: number }) =>
  apiRequest<void>(`/api/admin/media/files/${id}`, { method: 'DELETE' });

export function useDeleteMediaFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaFile,
    retry: false,
    onSettled: (_answer, _error, { titleId }) =>
      queryClient.invalidateQueries({ queryKey: adminTitleMediaQueryKey(titleId) }),
  });
}
