import type { Plan } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { basePlan, formatDuration, formatToman, rialToToman, savingPercent } from './price.ts';

const plan = (id: number, durationDays: number, priceRial: number): Plan => ({
  id,
  name: `plan ${id}`,
  durationDays,
  priceRial,
  monthlyPriceRial: null,
  features: [],
  highlighted: false,
});

// The demo plans of migration 0012.
const plans = [
  plan(1, 30, 1_190_000),
  plan(2, 90, 3_290_000),
  plan(3, 180, 5_990_000),
  plan(4, 365, 10_990_000),
];

describe('prices in Toman', () => {
  it('divides Rial by ten and writes Persian digits with Persian thousands separators', () => {
    expect(rialToToman(1_250_000)).toBe(125_000);
    expect(formatToman(1_250_000)).toBe('۱۲۵٬۰۰۰ تومان');
    expect(formatToman(10_990_000)).toBe('۱٬۰۹۹٬۰۰۰ تومان');
    expect(formatToman(10_000)).toBe('۱٬۰۰۰ تومان');
  });

  it('writes whole months and years as such, other lengths in days', () => {
    expect(formatDuration(30)).toBe('۱ ماه');
    expect(formatDuration(180)).toBe('۶ ماه');
    expect(formatDuration(365)).toBe('۱ سال');
    expect(formatDuration(45)).toBe('۴۵ روز');
  });

  it('measures savings against the shortest plan, in whole percent rounded down', () => {
    const base = basePlan(plans);
    expect(base?.id).toBe(1);
    // 3 months at 3,290,000 against 3 × 1,190,000 = 3,570,000: 7.84% → 7.
    expect(savingPercent(plans[1] as Plan, base)).toBe(7);
    // 6 months: 5,990,000 against 7,140,000: 16.1% → 16.
    expect(savingPercent(plans[2] as Plan, base)).toBe(16);
    // A year: 10,990,000 × 30 against 1,190,000 × 365: 24.09% → 24.
    expect(savingPercent(plans[3] as Plan, base)).toBe(24);
    expect(savingPercent(plans[0] as Plan, base)).toBe(0);
  });

  it('shows no saving for a plan dearer per day than the base, or without a base', () => {
    expect(savingPercent(plan(5, 60, 3_000_000), plans[0])).toBe(0);
    expect(savingPercent(plan(5, 60, 2_000_000), undefined)).toBe(0);
    expect(basePlan([])).toBeUndefined();
  });
});
