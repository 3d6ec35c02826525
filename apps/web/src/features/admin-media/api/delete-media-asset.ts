import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleMediaQueryKey } from './get-title-media.ts';
import { adminMediaJobsQueryKey } from './list-media-jobs.ts';

/** `DELETE /api/admin/media/assets/{uuid}`: a queued or failed asset leaves the pipeline (409 otherwise). */
export const deleteMediaAsset = ({ id }: { id: string; titleId: number }) =>
  apiRequest<void>(`/api/admin/media/assets/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteMediaAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaAsset,
    retry: false,
    onSettled: (_answer, _error, { titleId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTitleMediaQueryKey(titleId) }),
        queryClient.invalidateQueries({ queryKey: adminMediaJobsQueryKey }),
      ]),
  });
}
