import type { AdminUserDetail } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { listRedeemedGifts } from '../../premium/gifts/list-redeemed-gifts.ts';
import { listMyOrders } from '../../premium/orders/list-my-orders.ts';
import { findUserWithBlocker, listPremiumAdjustmentRows } from '../accounts-db.ts';
import { presentAdminUserDetail, presentPremiumAdjustment } from './present-admin-user.ts';

const LISTED_ORDERS = 20;
const LISTED_GIFTS = 20;

/** `GET /api/admin/users/{id}` and the answer of every change: the account, premium and orders. */
export async function showAdminUser(db: Database, userId: number): Promise<AdminUserDetail> {
  const found = await findUserWithBlocker(db, userId);
  if (!found) throw notFound(messages.adminUsers.userNotFound);
  const [orders, gifts, adjustments] = await Promise.all([
    listMyOrders(db, userId, { page: 1, perPage: LISTED_ORDERS }),
    listRedeemedGifts(db, userId, LISTED_GIFTS),
    listPremiumAdjustmentRows(db, userId),
  ]);
  return presentAdminUserDetail({
    user: found.user,
    blockedBy: found.blockedBy,
    orders: orders.data,
    ordersTotal: orders.meta.total,
    redeemedGifts: gifts,
    premiumAdjustments: adjustments.map(presentPremiumAdjustment),
  });
}
