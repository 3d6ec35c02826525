import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@pardeh/contract';
import { premiumMessages as text } from '../../../messages/premium.ts';

const colors = {
  pending: 'default',
  paid: 'success',
  failed: 'error',
  cancelled: 'default',
  expired: 'default',
} as const satisfies Record<OrderStatus, string>;

/** An order's status in words, coloured by how it went. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[status]}
      label={text.orderStatus[status]}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
