import { findUserByEmail, findUserById } from '../../accounts/find-user.ts';
import { extendUserPremium } from '../../accounts/user-premium.ts';
import type { Database } from '../../db/client.ts';
import type { GiftCodeRow, PaymentOrderRow } from '../../db/schema/index.ts';
import { notifyUsers } from '../../library/notifications/notify-users.ts';
import { messages } from '../../messages.ts';
import { createGiftCode } from '../gifts/create-gift-code.ts';
import { insertOrderEvent, updateOrder } from './orders-db.ts';

export interface VerifiedPayment {
  referenceId: string;
  cardPan: string | null;
  alreadyVerified: boolean;
}

/** What a credited order brought, for the emails sent after the transaction commits. */
export interface CreditedOrder {
  order: PaymentOrderRow & { referenceId: string };
  /** A subscription: the buyer's new premium expiry. */
  premiumExpiresAt: Date | null;
  /** A gift: its code. */
  giftCode: GiftCodeRow | null;
}

/**
 * Marks a verified order paid and gives what it bought: the buyer's premium extended from the
 * later of now and their current expiry, or a gift's single-use code. Runs inside the caller's
 * transaction with the order row locked; the reference's unique constraint refuses a payment that
 * another order already took, rolling all of it back.
 */
export async function creditOrder(
  db: Database,
  order: PaymentOrderRow,
  payment: VerifiedPayment,
  event: { reason: string; detail: Record<string, unknown> },
): Promise<CreditedOrder> {
  await updateOrder(db, order.id, {
    status: 'paid',
    referenceId: payment.referenceId,
    cardPan: payment.cardPan,
    failureReason: null,
    paid: true,
  });
  await insertOrderEvent(db, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: 'paid',
    reason: event.reason,
    detail: { ...event.detail, referenceId: payment.referenceId, alreadyVerified: payment.alreadyVerified },
  });
  const paid = { ...order, status: 'paid' as const, referenceId: payment.referenceId };

  if (order.kind === 'subscription') {
    const premiumExpiresAt = await extendUserPremium(db, order.userId, {
      planId: order.planId,
      days: order.durationDays,
    });
    await updateOrder(db, order.id, { premiumExpiresAt });
    await notifyUsers(db, [order.userId], {
      type: 'premium-activated',
      text: messages.premium.premiumActivated(order.planName, premiumExpiresAt),
      link: '/user/dashboard',
    });
    return { order: paid, premiumExpiresAt, giftCode: null };
  }

  const giftCode = await createGiftCode(db, order);
  const recipient = order.recipientEmail ? await findUserByEmail(db, order.recipientEmail) : undefined;
  if (recipient) {
    const buyer = await findUserById(db, order.userId);
    await notifyUsers(db, [recipient.id], {
      type: 'gift-received',
      text: messages.premium.giftReceived(buyer?.name ?? '', order.planName),
      link: '/gift',
    });
  }
  return { order: paid, premiumExpiresAt: null, giftCode };
}
