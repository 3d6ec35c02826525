import Box from '@mui/material/Box';
import type { PremiumAdjustment } from '@pardeh/contract';
import { formatJalaliDate, formatNumber } from '../../../lib/persian.ts';
import {
  type AdminColumn,
  AdminTable,
  adminMessages,
  formatJalaliDateTime,
} from '../../admin-shell/index.ts';
import { adminUsersMessages } from '../messages.ts';
import { UserPanel } from './user-panel.tsx';

const text = adminUsersMessages.users.adjustments;

const expiry = (value: string | null) => (value ? formatJalaliDate(value) : text.none);

const columns: AdminColumn<PremiumAdjustment>[] = [
  {
    key: 'when',
    label: text.columns.when,
    nowrap: true,
    render: (row) => formatJalaliDateTime(row.createdAt),
  },
  {
    key: 'action',
    label: text.columns.action,
    nowrap: true,
    render: (row) => (row.action === 'extend' ? text.extend(formatNumber(row.days ?? 0)) : text.end),
  },
  {
    key: 'change',
    label: text.columns.change,
    nowrap: true,
    render: (row) => text.change(expiry(row.expiresBefore), expiry(row.expiresAfter)),
  },
  {
    key: 'reason',
    label: text.columns.reason,
    render: (row) => (
      // A narrow cell would break the reason letter by letter: it keeps a readable width and the
      // table scrolls sideways instead.
      <Box component="span" sx={{ display: 'block', minWidth: '12rem' }}>
        {row.reason}
      </Box>
    ),
  },
  {
    key: 'operator',
    label: text.columns.operator,
    render: (row) => row.operator?.name ?? adminMessages.common.unknownUser,
  },
];

/** Every manual change of the user's premium, newest first, with the reason given. */
export function PremiumAdjustmentsTable({ adjustments }: { adjustments: PremiumAdjustment[] }) {
  return (
    <UserPanel id="user-adjustments-title" title={text.title}>
      <AdminTable
        caption={text.title}
        columns={columns}
        rows={adjustments}
        rowKey={(row) => row.id}
        empty={text.empty}
      />
    </UserPanel>
  );
}
