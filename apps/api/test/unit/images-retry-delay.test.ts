import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_ATTEMPTS, retryDelayMs } from '../../src/images/retry-delay.ts';

const minutes = (ms: number) => ms / 60_000;

describe('retryDelayMs', () => {
  it('waits a minute, then four times longer after each failure, a day at most', () => {
    const delays = Array.from({ length: IMAGE_MAX_ATTEMPTS }, (_, index) => minutes(retryDelayMs(index + 1)));
    expect(delays).toEqual([1, 4, 16, 64, 256, 1024, 1440, 1440]);
  });

  it('spreads the attempts over about two days before giving up', () => {
    let total = 0;
    for (let attempts = 1; attempts < IMAGE_MAX_ATTEMPTS; attempts++) total += retryDelayMs(attempts);
    expect(Math.round(total / 86_400_000)).toBe(2);
  });
});
