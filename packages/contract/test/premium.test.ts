import { describe, expect, it } from 'vitest';
import {
  formatGiftCode,
  GIFT_CODE_ALPHABET,
  giftBodySchema,
  joinBodySchema,
  normalizeGiftCode,
  redeemBodySchema,
} from '../src/index.ts';

describe('gift codes', () => {
  const code = 'K7QM3XPA9RTV0BCD4EFG';

  it('are shown in groups of four, for reading aloud', () => {
    expect(formatGiftCode(code)).toBe('K7QM-3XPA-9RTV-0BCD-4EFG');
  });

  it('forgive what people type: Persian digits, case, spaces, dashes, and O/I/L for 0/1', () => {
    expect(normalizeGiftCode(' k7qm-3xpa 9rtv–oBCD-4efg ')).toBe(code);
    expect(normalizeGiftCode('۱۲۳۴٥٦')).toBe('123456');
    expect(normalizeGiftCode('ILil')).toBe('1111');
  });

  it('are accepted by the redeem body only when 20 characters of the alphabet remain', () => {
    expect(redeemBodySchema.parse({ code: formatGiftCode(code).toLowerCase() })).toEqual({ code });
    for (const bad of ['', 'K7QM-3XPA', `${code}A`, 'U7QM3XPA9RTV0BCD4EFG', 'x'.repeat(101)]) {
      expect(redeemBodySchema.safeParse({ code: bad }).success, bad).toBe(false);
    }
    expect(GIFT_CODE_ALPHABET).toHaveLength(32);
  });
});

describe('checkout bodies', () => {
  it('take a plan id and an optional known gateway; never an amount', () => {
    expect(joinBodySchema.parse({ planId: 2 })).toEqual({ planId: 2 });
    expect(joinBodySchema.safeParse({ planId: 2, gateway: 'paypal' }).success).toBe(false);
    expect(joinBodySchema.safeParse({ planId: 2, amount: 10 }).success).toBe(false);
    expect(joinBodySchema.safeParse({ planId: 0 }).success).toBe(false);
  });

  it('a gift needs a recipient address; its message is trimmed and capped', () => {
    expect(giftBodySchema.parse({ planId: 1, recipientEmail: ' a@b.ir ', message: ' تولدت مبارک ' })).toEqual(
      {
        planId: 1,
        recipientEmail: 'a@b.ir',
        message: 'تولدت مبارک',
      },
    );
    expect(giftBodySchema.safeParse({ planId: 1 }).success).toBe(false);
    expect(
      giftBodySchema.safeParse({ planId: 1, recipientEmail: 'a@b.ir', message: 'x'.repeat(501) }).success,
    ).toBe(false);
  });
});
