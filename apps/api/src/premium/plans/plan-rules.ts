import { MAX_SCREENS, MIN_SCREENS, withoutControlCharacters } from '@pardeh/contract';
import type { PlanRow } from '../../db/schema/index.ts';

/** What an operator sets on a plan. */
export type PlanValues = Pick<
  PlanRow,
  'name' | 'durationDays' | 'priceRial' | 'features' | 'highlighted' | 'active' | 'displayOrder' | 'screens'
>;

/** An operator's mistake in a plan (English, like the CLI); the database checks the same rules. */
export class PlanError extends Error {}

export const MIN_PRICE_RIAL = 10_000;
export const MAX_PRICE_RIAL = 1_000_000_000_000;
export const MAX_DURATION_DAYS = 3660;
const MAX_NAME_LENGTH = 100;
const MAX_FEATURE_LENGTH = 200;

/**
 * Checks the fields being set, as migrations/0012_premium.sql does: a price in whole Toman (a
 * multiple of 10 Rial) of at least Zarinpal's minimum, a duration of 1 to 3660 days, and
 * (migrations/0028_stream_slots.sql) 1 to 10 screens.
 */
export function checkPlanValues(values: Partial<PlanValues>): void {
  const { name, durationDays, priceRial, features, displayOrder, screens } = values;
  // Shown to every visitor, so refused rather than cleaned: the operator sees what was wrong.
  if (
    [name, ...(features ?? [])].some((text) => text !== undefined && withoutControlCharacters(text) !== text)
  ) {
    throw new PlanError('Names and features must not contain control characters or bidi overrides.');
  }
  if (name !== undefined && (name.trim().length === 0 || name.length > MAX_NAME_LENGTH)) {
    throw new PlanError(`The name must be 1 to ${MAX_NAME_LENGTH} characters.`);
  }
  if (durationDays !== undefined && !isWhole(durationDays, 1, MAX_DURATION_DAYS)) {
    throw new PlanError(`The duration must be a whole number of days from 1 to ${MAX_DURATION_DAYS}.`);
  }
  if (priceRial !== undefined) {
    if (!isWhole(priceRial, MIN_PRICE_RIAL, MAX_PRICE_RIAL)) {
      throw new PlanError(
        `The price must be a whole number of Rial from ${MIN_PRICE_RIAL} to ${MAX_PRICE_RIAL}.`,
      );
    }
    if (priceRial % 10 !== 0) throw new PlanError('The price must be whole Toman: a multiple of 10 Rial.');
  }
  if (features?.some((feature) => feature.trim().length === 0 || feature.length > MAX_FEATURE_LENGTH)) {
    throw new PlanError(`Each feature must be 1 to ${MAX_FEATURE_LENGTH} characters.`);
  }
  if (displayOrder !== undefined && !isWhole(displayOrder, -1_000_000, 1_000_000)) {
    throw new PlanError('The display order must be a whole number.');
  }
  if (screens !== undefined && !isWhole(screens, MIN_SCREENS, MAX_SCREENS)) {
    throw new PlanError(`The screens must be a whole number from ${MIN_SCREENS} to ${MAX_SCREENS}.`);
  }
}

const isWhole = (value: number, min: number, max: number) =>
  Number.isSafeInteger(value) && value >= min && value <= max;
