import type { Order } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { expiryAfterPurchase, premiumAfterOrder } from './premium-expiry.ts';

const now = new Date('2025-03-01T10:00:00Z');
const none = { active: false, planId: null, expiresAt: null };

const order = (overrides: Partial<Order>): Order => ({
  id: 7,
  kind: 'subscription',
  status: 'paid',
  plan: { id: 2, name: 'اشتراک سه‌ماهه', durationDays: 90 },
  amountRial: 3_290_000,
  gateway: 'sandbox',
  referenceId: '123456',
  failureReason: null,
  premiumExpiresAt: '2099-05-30T10:00:00.000Z',
  gift: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  paidAt: '2025-03-01T10:01:00.000Z',
  ...overrides,
});

describe('expiry after a purchase', () => {
  it('counts from now without premium or after it ended', () => {
    expect(expiryAfterPurchase(none, 30, now).toISOString()).toBe('2025-03-31T10:00:00.000Z');
    const ended = { active: false, planId: 1, expiresAt: '2025-02-01T00:00:00.000Z' };
    expect(expiryAfterPurchase(ended, 30, now).toISOString()).toBe('2025-03-31T10:00:00.000Z');
  });

  it('counts from the current expiry while premium still runs', () => {
    const running = { active: true, planId: 1, expiresAt: '2025-03-20T00:00:00.000Z' };
    expect(expiryAfterPurchase(running, 90, now).toISOString()).toBe('2025-06-18T00:00:00.000Z');
  });
});

describe('premium after an order', () => {
  it('takes the expiry of a paid subscription', () => {
    expect(premiumAfterOrder(none, order({}))).toEqual({
      active: true,
      planId: 2,
      expiresAt: '2099-05-30T10:00:00.000Z',
    });
  });

  it('changes nothing for gifts, unpaid orders or an expiry already known', () => {
    expect(premiumAfterOrder(none, order({ kind: 'gift' }))).toBeNull();
    expect(premiumAfterOrder(none, order({ status: 'pending', premiumExpiresAt: null }))).toBeNull();
    const known = { active: true, planId: 2, expiresAt: '2099-05-30T10:00:00.000Z' };
    expect(premiumAfterOrder(known, order({}))).toBeNull();
  });
});
