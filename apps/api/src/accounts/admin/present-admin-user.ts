import type {
  AdminUserDetail,
  AdminUserSummary,
  Order,
  PremiumAdjustment,
  RedeemedGift,
} from '@pardeh/contract';
import type { PremiumAdjustmentRow, UserRow } from '../../db/schema/index.ts';
import { isBlocked } from '../blocked-account.ts';

type Operator = { id: number; name: string } | null;

/** A row of the operator's users list: never the password hash. */
export function presentAdminUserSummary(row: UserRow, now: Date = new Date()): AdminUserSummary {
  const expiresAt = row.premiumExpiresAt;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.isAdmin,
    blocked: isBlocked(row),
    premium: {
      active: expiresAt !== null && expiresAt > now,
      planId: row.premiumPlanId,
      expiresAt: expiresAt?.toISOString() ?? null,
    },
  };
}

export function presentPremiumAdjustment({
  adjustment,
  operator,
}: {
  adjustment: PremiumAdjustmentRow;
  operator: Operator;
}): PremiumAdjustment {
  return {
    id: adjustment.id,
    action: adjustment.action,
    days: adjustment.days,
    expiresBefore: adjustment.expiresBefore?.toISOString() ?? null,
    expiresAfter: adjustment.expiresAfter?.toISOString() ?? null,
    reason: adjustment.reason,
    operator,
    createdAt: adjustment.createdAt.toISOString(),
  };
}

export function presentAdminUserDetail(parts: {
  user: UserRow;
  blockedBy: Operator;
  orders: Order[];
  ordersTotal: number;
  redeemedGifts: RedeemedGift[];
  premiumAdjustments: PremiumAdjustment[];
}): AdminUserDetail {
  const { user } = parts;
  return {
    ...presentAdminUserSummary(user),
    block:
      user.blockedAt && user.blockReason !== null
        ? { reason: user.blockReason, blockedAt: user.blockedAt.toISOString(), blockedBy: parts.blockedBy }
        : null,
    orders: parts.orders,
    ordersTotal: parts.ordersTotal,
    redeemedGifts: parts.redeemedGifts,
    premiumAdjustments: parts.premiumAdjustments,
  };
}
