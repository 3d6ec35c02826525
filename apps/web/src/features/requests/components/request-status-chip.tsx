import Chip from '@mui/material/Chip';
import type { ContentRequestStatus } from '@pardeh/contract';
import { requestsMessages as text } from '../messages.ts';

const colors = {
  pending: 'default',
  accepted: 'info',
  added: 'success',
  rejected: 'error',
} as const satisfies Record<ContentRequestStatus, string>;

/** The request's status in words, coloured by how it went. */
export function RequestStatusChip({ status }: { status: ContentRequestStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status]}
      label={text.statuses[status]}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
