import Chip, { type ChipProps } from '@mui/material/Chip';
import type { MediaAssetStatus, MediaJobStatus } from '@pardeh/contract';
import { adminMediaMessages } from '../messages.ts';

const text = adminMediaMessages;

const colors: Record<MediaAssetStatus | MediaJobStatus, ChipProps['color']> = {
  queued: 'default',
  downloading: 'info',
  transcoding: 'info',
  running: 'info',
  ready: 'success',
  done: 'success',
  failed: 'error',
};

/** An asset's or a job's state in a word, coloured; `data-status` lets tests wait for a state. */
export function MediaStatusChip({
  status,
  kind,
}: {
  status: MediaAssetStatus | MediaJobStatus;
  kind: 'asset' | 'job';
}) {
  const label =
    kind === 'asset' ? text.statuses[status as MediaAssetStatus] : text.jobStatuses[status as MediaJobStatus];
  return <Chip size="small" label={label} color={colors[status]} variant="outlined" data-status={status} />;
}
