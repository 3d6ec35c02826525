import type { AdminUserDetail } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { listGiftsRedeemedBy } from '../../premium/gifts/gift-codes-db.ts';
import { listOrderViewsOf } from '../../premium/orders/orders-db.ts';
import { presentOrder } from '../../premium/orders/present-order.ts';
import { findUserWithBlocker, listPremiumAdjustmentRows } from './admin-users-db.ts';
import {
  presentAdminUserDetail,
  presentPremiumAdjustment,
  presentRedeemedGift,
} from './present-admin-user.ts';

const LISTED_ORDERS = 20;
const LISTED_GIFTS = 20;

/** `GET /api/admin/users/{id}` and the answer of every change: the account, premium and orders. */
export async function showAdminUser(db: Database, userId: number): Promise<AdminUserDetail> {
  const found = await findUserWithBlocker(db, userId);
  if (!found) throw notFound(messages.adminUsers.userNotFound);
  const [orders, gifts, adjustments] = await Promise.all([
    listOrderViewsOf(db, userId, { page: 1, perPage: LISTED_ORDERS }),
    listGiftsRedeemedBy(db, userId, LISTED_GIFTS),
    listPremiumAdjustmentRows(db, userId),
  ]);
  return presentAdminUserDetail({
    user: found.user,
    blockedBy: found.blockedBy,
    orders: orders.rows.map(presentOrder),
    ordersTotal: orders.total,
    redeemedGifts: gifts.map(presentRedeemedGift),
    premiumAdjustments: adjustments.map(presentPremiumAdjustment),
  });
}
