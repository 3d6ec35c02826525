import type { Plan } from '@pardeh/contract';
import { formatNumber } from '../../../lib/persian.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';

/*
 * Prices arrive as integer Rial and are shown in Toman (Rial ÷ 10), as Iranian shops write them.
 * Everything stays in integers: a plan's price is a whole number of Toman (the database checks
 * it), and the saving is rounded down to a whole percent.
 */

/** Whole Toman of an integer Rial amount: 1,190,000 → 119,000. */
export const rialToToman = (rial: number): number => Math.trunc(rial / 10);

/** «۱۱۹٬۰۰۰ تومان». */
export const formatToman = (rial: number): string => text.toman(formatNumber(rialToToman(rial)));

/** A plan's length as people say it: 30 → «۱ ماه», 365 → «۱ سال», anything else in days. */
export function formatDuration(days: number): string {
  if (days % 365 === 0) return text.duration.years(formatNumber(days / 365));
  if (days % 30 === 0) return text.duration.months(formatNumber(days / 30));
  return text.duration.days(formatNumber(days));
}

/** The plan every saving is measured against: the shortest one (the monthly plan). */
export const basePlan = (plans: readonly Plan[]): Plan | undefined =>
  plans.reduce<Plan | undefined>(
    (shortest, plan) => (!shortest || plan.durationDays < shortest.durationDays ? plan : shortest),
    undefined,
  );

/**
 * How much cheaper per day `plan` is than `base`, in whole percent (rounded down); 0 when it is
 * not cheaper or is the base itself. Cross-multiplied so no division happens before the last step.
 */
export function savingPercent(plan: Plan, base: Plan | undefined): number {
  if (!base || plan.id === base.id || base.priceRial === 0) return 0;
  const atBaseRate = base.priceRial * plan.durationDays;
  const actual = plan.priceRial * base.durationDays;
  if (actual >= atBaseRate) return 0;
  return Math.floor((100 * (atBaseRate - actual)) / atBaseRate);
}
