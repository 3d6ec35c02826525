import { GIFT_CODE_ALPHABET, normalizeGiftCode } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { newGiftCode } from '../../src/premium/gifts/create-gift-code.ts';
import { checkPlanValues, PlanError } from '../../src/premium/plans/plan-rules.ts';
import { monthlyPriceRial } from '../../src/premium/plans/present-plan.ts';

describe('premium rules', () => {
  it('prices a month of a longer plan in whole Toman, with integers only', () => {
    expect(monthlyPriceRial(1_190_000, 30)).toBeNull();
    expect(monthlyPriceRial(3_290_000, 90)).toBe(1_096_660);
    expect(monthlyPriceRial(10_990_000, 365)).toBe(903_280);
    expect(monthlyPriceRial(1_000_000_000_000, 60)).toBe(500_000_000_000);
    for (const days of [60, 61, 97, 365, 3660]) {
      const monthly = monthlyPriceRial(9_999_990, days) ?? Number.NaN;
      expect(Number.isInteger(monthly) && monthly % 10 === 0).toBe(true);
    }
  });

  it('checks plans as the database does', () => {
    expect(() => checkPlanValues({ name: 'اشتراک', durationDays: 30, priceRial: 1_190_000 })).not.toThrow();
    const refused = [
      { priceRial: 1_190_005 },
      { priceRial: 9_990 },
      { priceRial: 12.5 },
      { priceRial: 2_000_000_000_000 },
      { durationDays: 0 },
      { durationDays: 3661 },
      { durationDays: 1.5 },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { features: [''] },
      { displayOrder: 0.5 },
    ];
    for (const values of refused)
      expect(() => checkPlanValues(values), JSON.stringify(values)).toThrow(PlanError);
  });

  it('draws gift codes of 20 characters of the alphabet, which normalise to themselves', () => {
    const codes = new Set(Array.from({ length: 200 }, newGiftCode));
    expect(codes.size).toBe(200);
    for (const code of codes) {
      expect(code).toHaveLength(20);
      expect([...code].every((character) => GIFT_CODE_ALPHABET.includes(character))).toBe(true);
      expect(normalizeGiftCode(code)).toBe(code);
    }
  });
});
