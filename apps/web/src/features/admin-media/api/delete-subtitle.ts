import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleMediaQueryKey } from './get-title-media.ts';

/** `DELETE /api/admin/media/files/{id}/subtitles/{subtitleId}`. */
export const deleteSubtitle = ({
  fileId,
  subtitleId,
}: {
  fileId: number;
  subtitleId: number;
  titleId: number;
}) => apiRequest<void>(`/api/admin/media/files/${fileId}/subtitles/${subtitleId}`, { method: 'DELETE' });

export function useDeleteSubtitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubtitle,
    retry: false,
    onSettled: (_answer, _error, { titleId }) =>
      queryClient.invalidateQueries({ queryKey: adminTitleMediaQueryKey(titleId) }),
  });
}
