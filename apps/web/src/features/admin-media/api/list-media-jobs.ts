import type { AdminMediaJob, MediaJobStatus, PaginationMeta } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MEDIA_POLL_MS } from './get-title-media.ts';

export const ADMIN_MEDIA_JOBS_PAGE_SIZE = 25;

export interface AdminMediaJobsFilter {
  status?: MediaJobStatus;
  page: number;
}

export interface AdminMediaJobsPage {
  data: AdminMediaJob[];
  meta: PaginationMeta;
}

/** `GET /api/admin/media/jobs`: the pipeline's jobs, newest first, optionally of one status. */
export const listMediaJobs = (filter: AdminMediaJobsFilter, signal?: AbortSignal) =>
  apiRequest<AdminMediaJobsPage>('/api/admin/media/jobs', {
    query: { ...filter, per_page: ADMIN_MEDIA_JOBS_PAGE_SIZE },
    signal,
  });

export const adminMediaJobsQueryKey = ['admin', 'media-jobs'] as const;

export const adminMediaJobsQueryOptions = (filter: AdminMediaJobsFilter) =>
  queryOptions({
    queryKey: [...adminMediaJobsQueryKey, filter],
    queryFn: ({ signal }) => listMediaJobs(filter, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
    // While a listed job waits or runs, its state and progress change on the server.
    refetchInterval: (query) =>
      query.state.data?.data.some((job) => job.status === 'queued' || job.status === 'running')
        ? MEDIA_POLL_MS
        : false,
  });

export const useAdminMediaJobs = (filter: AdminMediaJobsFilter) =>
  useQuery(adminMediaJobsQueryOptions(filter));
