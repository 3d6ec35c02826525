/** Failed fetches of one picture before it is marked failed (its retries span about two days). */
export const IMAGE_MAX_ATTEMPTS = 8;

const FIRST_DELAY_MS = 60_000;
const LONGEST_DELAY_MS = 24 * 60 * 60_000;

/**
 * How long a picture waits after its `attempts`-th failed fetch: a minute, then four times longer
 * each time (4 min, 16 min, ~1 h, ~4 h, ~17 h), a day at most. A host that is down for hours is
 * not asked every minute, and a passing error costs a minute.
 */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 4 ** exponent);
}
