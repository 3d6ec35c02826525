import Chip from '@mui/material/Chip';
import type { SupportMessageStatus } from '@pardeh/contract';
import { adminSupportMessages } from '../messages.ts';

const colors = { new: 'warning', answered: 'success', closed: 'default' } as const satisfies Record<
  SupportMessageStatus,
  string
>;

/** A message's status in words: new ones stand out. */
export function SupportStatusChip({ status }: { status: SupportMessageStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'new' ? 'filled' : 'outlined'}
      color={colors[status]}
      label={adminSupportMessages.support.statuses[status]}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
