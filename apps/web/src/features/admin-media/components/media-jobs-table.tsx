import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AdminMediaJob } from '@pardeh/contract';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../lib/persian.ts';
import {
  type AdminColumn,
  AdminTable,
  adminMessages,
  formatJalaliDateTime,
} from '../../admin-shell/index.ts';
import { adminMediaMessages } from '../messages.ts';
import { MediaStatusChip } from './media-status-chip.tsx';
import { formatPercent } from './media-words.ts';

const text = adminMediaMessages.jobs;

interface MediaJobsTableProps {
  jobs: AdminMediaJob[];
  onRetry(job: AdminMediaJob): void;
  retrying: boolean;
}

/** The pipeline's jobs: what, for which title, its state, tries and the reason of a failure. */
export function MediaJobsTable({ jobs, onRetry, retrying }: MediaJobsTableProps) {
  const columns: AdminColumn<AdminMediaJob>[] = [
    { key: 'id', label: text.id, nowrap: true, render: (job) => formatNumber(job.id) },
    {
      key: 'title',
      label: text.titleColumn,
      render: (job) =>
        job.asset ? (
          <Box sx={{ minWidth: 180 }}>
            <Link component={RouterLink} to={`/admin/titles/${job.asset.title.id}/media`} color="secondary">
              {job.asset.title.name}
            </Link>
            <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
              {adminMediaMessages.purposes[job.asset.purpose]} · <bdi>{job.asset.sourceName}</bdi>
            </Typography>
          </Box>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {text.noAsset}
          </Typography>
        ),
    },
    {
      key: 'status',
      label: text.status,
      nowrap: true,
      render: (job) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <MediaStatusChip status={job.status} kind="job" />
          {job.status === 'running' && job.asset?.progress != null && (
            <Typography variant="body2">
              {adminMediaMessages.assets.progress(formatPercent(job.asset.progress, 100))}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'reason',
      label: text.reason,
      render: (job) =>
        job.lastError ? (
          <Typography
            variant="body2"
            sx={{ color: job.status === 'failed' ? 'error.light' : 'warning.light', minWidth: 160 }}
          >
            {job.lastError}
          </Typography>
        ) : (
          adminMessages.common.none
        ),
    },
    {
      key: 'actions',
      label: adminMessages.common.actions,
      nowrap: true,
      render: (job) =>
        job.status === 'failed' ? (
          <Button
            size="small"
            variant="outlined"
            color="secondary"
            onClick={() => onRetry(job)}
            disabled={retrying}
          >
            {text.retry}
          </Button>
        ) : null,
    },
    {
      key: 'attempts',
      label: text.attempts,
      nowrap: true,
      render: (job) => text.attemptsValue(formatNumber(job.attempts), formatNumber(job.maxAttempts)),
    },
    { key: 'kind', label: text.kind, nowrap: true, render: (job) => adminMediaMessages.jobKinds[job.kind] },
    {
      key: 'updated',
      label: text.updated,
      nowrap: true,
      render: (job) => formatJalaliDateTime(job.updatedAt),
    },
  ];
  return (
    <AdminTable
      caption={text.caption}
      columns={columns}
      rows={jobs}
      rowKey={(job) => job.id}
      empty={text.empty}
    />
  );
}
