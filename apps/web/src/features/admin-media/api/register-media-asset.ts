import type { AdminMediaAsset, RegisterMediaAssetBody } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleMediaQueryKey } from './get-title-media.ts';
import { adminMediaJobsQueryKey } from './list-media-jobs.ts';

/** `POST /api/admin/media/assets`: a source at a URL or a server path, queued for the pipeline. */
export const registerMediaAsset = (body: RegisterMediaAssetBody) =>
  apiRequest<{ data: AdminMediaAsset }>('/api/admin/media/assets', { method: 'POST', body }).then(
    (answer) => answer.data,
  );

export function useRegisterMediaAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerMediaAsset,
    retry: false,
    onSuccess: (asset) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTitleMediaQueryKey(asset.titleId) }),
        queryClient.invalidateQueries({ queryKey: adminMediaJobsQueryKey }),
      ]),
  });
}
