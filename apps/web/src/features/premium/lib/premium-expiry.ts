import type { Order, User } from '@pardeh/contract';

type PremiumStatus = User['premium'];

const DAY_MS = 86_400_000;

/**
 * When premium would end after buying `durationDays` more: the server adds the days to the later
 * of now and the current expiry, so a renewal before the end loses nothing. The join page shows
 * this date before the payment; the server's own answer is what the result page shows after it.
 */
export function expiryAfterPurchase(
  premium: PremiumStatus,
  durationDays: number,
  now: Date = new Date(),
): Date {
  const current = premium.expiresAt ? Date.parse(premium.expiresAt) : Number.NaN;
  const from = Number.isFinite(current) && current > now.getTime() ? current : now.getTime();
  return new Date(from + durationDays * DAY_MS);
}

/**
 * The signed-in user's premium once a paid subscription order is known, so the header and the
 * dashboard show it without fetching the user again; null when the order changes nothing the
 * user already knows (not paid, a gift, or an expiry no later than the current one).
 */
export function premiumAfterOrder(premium: PremiumStatus, order: Order): PremiumStatus | null {
  if (order.status !== 'paid' || order.kind !== 'subscription' || !order.premiumExpiresAt) return null;
  const known = premium.expiresAt ? Date.parse(premium.expiresAt) : 0;
  if (Date.parse(order.premiumExpiresAt) <= known) return null;
  return {
    active: Date.parse(order.premiumExpiresAt) > Date.now(),
    planId: order.plan.id,
    expiresAt: order.premiumExpiresAt,
  };
}
