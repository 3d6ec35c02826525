import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminUserDetail, Order } from '@pardeh/contract';
import { formatJalaliDate, formatNumber } from '../../../lib/persian.ts';
import {
  type AdminColumn,
  AdminTable,
  adminMessages,
  formatJalaliDateTime,
} from '../../admin-shell/index.ts';
import { adminUsersMessages } from '../messages.ts';
import { UserPanel } from './user-panel.tsx';

const text = adminUsersMessages.users.orders;
const gifts = adminUsersMessages.users.gifts;

/** Amounts arrive as integer Rial and are written in Toman, as the site's prices are. */
const toman = (rial: number) => text.toman(formatNumber(Math.trunc(rial / 10)));

const columns: AdminColumn<Order>[] = [
  { key: 'id', label: text.columns.id, nowrap: true, render: (order) => formatNumber(order.id) },
  {
    key: 'when',
    label: text.columns.when,
    nowrap: true,
    render: (order) => formatJalaliDateTime(order.createdAt),
  },
  { key: 'kind', label: text.columns.kind, nowrap: true, render: (order) => text.kinds[order.kind] },
  {
    key: 'plan',
    label: text.columns.plan,
    render: (order) => `${order.plan.name} (${text.days(formatNumber(order.plan.durationDays))})`,
  },
  { key: 'amount', label: text.columns.amount, nowrap: true, render: (order) => toman(order.amountRial) },
  {
    key: 'status',
    label: text.columns.status,
    nowrap: true,
    render: (order) => (
      <Box component="span" sx={{ color: order.status === 'paid' ? 'success.light' : 'text.secondary' }}>
        {text.statuses[order.status]}
      </Box>
    ),
  },
];

/** The user's newest orders and the gift codes they redeemed. */
export function UserOrders({ user }: { user: AdminUserDetail }) {
  return (
    <UserPanel id="user-orders-title" title={text.title}>
      {user.ordersTotal > user.orders.length && (
        <Typography sx={{ color: 'text.secondary', mb: 1 }}>
          {text.total(formatNumber(user.ordersTotal))}
        </Typography>
      )}
      <AdminTable
        caption={text.title}
        columns={columns}
        rows={user.orders}
        rowKey={(order) => order.id}
        empty={text.empty}
      />
      {user.redeemedGifts.length > 0 && (
        <>
          <Typography component="h3" sx={{ fontWeight: 700, mt: 2.5, mb: 1 }}>
            {gifts.title}
          </Typography>
          <Box component="ul" sx={{ m: 0, ps: 2.5, display: 'grid', gap: 0.5 }}>
            {user.redeemedGifts.map((gift) => (
              <li key={gift.redeemedAt}>
                {gifts.item(
                  gift.planName,
                  formatNumber(gift.durationDays),
                  formatJalaliDate(gift.redeemedAt),
                  gift.buyer?.name ?? adminMessages.common.unknownUser,
                )}
              </li>
            ))}
          </Box>
        </>
      )}
    </UserPanel>
  );
}
