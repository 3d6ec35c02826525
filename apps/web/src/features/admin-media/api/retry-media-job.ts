import type { AdminMediaJob } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleMediaQueryKey } from './get-title-media.ts';
import { adminMediaJobsQueryKey } from './list-media-jobs.ts';

/** `POST /api/admin/media/jobs/{id}/retry`: a failed job queued again (409 if it is not failed). */
export const retryMediaJob = (id: number) =>
  apiRequest<{ data: AdminMediaJob }>(`/api/admin/media/jobs/${id}/retry`, { method: 'POST' }).then(
    (answer) => answer.data,
  );

export function useRetryMediaJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMediaJob,
    retry: false,
    onSettled: (job) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminMediaJobsQueryKey }),
        job?.asset
          ? queryClient.invalidateQueries({ queryKey: adminTitleMediaQueryKey(job.asset.title.id) })
          : undefined,
      ]),
  });
}
