import type { Plan } from '@pardeh/contract';
import type { PlanRow } from '../../db/schema/index.ts';

/** Plans this long or longer show what a month costs on them. */
const MONTHLY_PRICE_FROM_DAYS = 60;

/**
 * The price of 30 days on a plan, rounded down to whole Toman: integer arithmetic only (the
 * largest allowed price times 30 stays far below 2^53).
 */
export function monthlyPriceRial(priceRial: number, durationDays: number): number | null {
  if (durationDays < MONTHLY_PRICE_FROM_DAYS) return null;
  return Math.floor((priceRial * 30) / (durationDays * 10)) * 10;
}

export function presentPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    name: row.name,
    durationDays: row.durationDays,
    priceRial: row.priceRial,
    monthlyPriceRial: monthlyPriceRial(row.priceRial, row.durationDays),
    features: row.features,
    highlighted: row.highlighted,
  };
}
