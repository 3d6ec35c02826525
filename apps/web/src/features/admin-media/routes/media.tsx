import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { adminMediaJobsQuerySchema, type MediaJobStatus, mediaJobStatuses } from '@pardeh/contract';
import { useSearchParams } from 'react-router';
import { ListPageNumbers } from '../../../components/persian-pagination.tsx';
import {
  AdminLoadError,
  AdminPageHeader,
  ListSkeleton,
  readListFilters,
  useAdminToast,
  writeListFilters,
} from '../../admin-shell/index.ts';
import { useAdminMediaJobs } from '../api/list-media-jobs.ts';
import { useRetryMediaJob } from '../api/retry-media-job.ts';
import { MediaJobsTable } from '../components/media-jobs-table.tsx';
import { adminMediaMessages } from '../messages.ts';

const text = adminMediaMessages.jobs;

/**
 * `/admin/media`: every job of the media pipeline, newest first, filtered by status (kept in the
 * address); failed ones with their reason and a retry button. Asked again while any job is active.
 */
export function AdminMediaJobsPage() {
  const [params, setParams] = useSearchParams();
  const { status, page } = readListFilters(adminMediaJobsQuerySchema, params);
  const jobs = useAdminMediaJobs({ status, page });
  const retry = useRetryMediaJob();
  const toast = useAdminToast();
  const show = (next: { status?: MediaJobStatus; page?: number }) =>
    setParams(writeListFilters(adminMediaJobsQuerySchema, { status: next.status, page: next.page ?? 1 }));

  return (
    <>
      <AdminPageHeader title={text.title} intro={text.intro} />
      <TextField
        select
        size="small"
        label={text.status}
        name="status"
        value={status ?? ''}
        onChange={(event) =>
          show({ status: (event.target.value || undefined) as MediaJobStatus | undefined })
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200, mb: 2.5 }}
      >
        <MenuItem value="">{text.all}</MenuItem>
        {mediaJobStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {adminMediaMessages.jobStatuses[value]}
          </MenuItem>
        ))}
      </TextField>
      {jobs.isError ? (
        <AdminLoadError title={text.loadError} error={jobs.error} retry={() => void jobs.refetch()} />
      ) : !jobs.data ? (
        <ListSkeleton height={56} />
      ) : (
        <MediaJobsTable
          jobs={jobs.data.data}
          retrying={retry.isPending}
          onRetry={(job) =>
            retry.mutate(job.id, {
              onSuccess: () => toast(text.retried),
              onError: (error) => toast(error.message, 'error'),
            })
          }
        />
      )}
      <ListPageNumbers
        lastPage={jobs.data?.meta.lastPage ?? 1}
        page={page}
        onChange={(next) => show({ status, page: next })}
      />
    </>
  );
}
