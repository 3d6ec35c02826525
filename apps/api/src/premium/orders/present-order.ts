import { formatGiftCode, type Order } from '@pardeh/contract';
import type { OrderView } from './orders-db.ts';

/** An order as its buyer sees it: a gift's code only once it is paid. */
export function presentOrder(view: OrderView): Order {
  const code = view.giftCode;
  return {
    id: view.id,
    kind: view.kind,
    status: view.status,
    plan: { id: view.planId, name: view.planName, durationDays: view.durationDays },
    amountRial: view.amountRial,
    gateway: view.gateway,
    referenceId: view.referenceId,
    failureReason: view.status === 'paid' ? null : view.failureReason,
    premiumExpiresAt: view.premiumExpiresAt?.toISOString() ?? null,
    gift:
      view.kind === 'gift'
        ? {
            recipientEmail: view.recipientEmail ?? '',
            message: view.giftMessage,
            code: code ? formatGiftCode(code.code) : null,
            redeemed: code?.redeemedBy != null,
            codeExpiresAt: code?.expiresAt.toISOString() ?? null,
          }
        : null,
    createdAt: view.createdAt.toISOString(),
    paidAt: view.paidAt?.toISOString() ?? null,
  };
}
