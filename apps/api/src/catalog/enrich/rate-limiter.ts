import { setTimeout as sleep } from 'node:timers/promises';

/** Time as the limiter and the retries see it; tests pass a fake one. */
export interface Clock {
  /** Milliseconds on a monotonic scale. */
  now(): number;
  /** Resolves after `ms`, or rejects as soon as `signal` aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: async (ms, signal) => {
    await sleep(ms, undefined, { signal });
  },
};

/**
 * A client-side limit on requests to one service: request starts are spaced evenly, at most
 * `perSecond` of them in any second, however many callers share the limiter. `holdFor` pushes
 * every later start back, so one 429's Retry-After pauses all requests, not only the one refused.
 */
export class RateLimiter {
  private readonly interval: number;
  private nextStart = Number.NEGATIVE_INFINITY;

  constructor(
    perSecond: number,
    private readonly clock: Clock = systemClock,
  ) {
    if (!(perSecond > 0)) throw new RangeError('perSecond must be positive');
    this.interval = 1000 / perSecond;
  }

  /** Waits for this caller's turn. */
  async take(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    const now = this.clock.now();
    const start = Math.max(now, this.nextStart);
    this.nextStart = start + this.interval;
    if (start > now) await this.clock.sleep(start - now, signal);
  }

  /** No request starts in the next `ms` milliseconds. */
  holdFor(ms: number): void {
    this.nextStart = Math.max(this.nextStart, this.clock.now() + ms);
  }
}

export interface BackoffPolicy {
  /** The wait after a first failure; each further failure doubles it. */
  baseMs: number;
  maxMs: number;
}

/**
 * Exponential backoff with jitter: attempt 1 waits between half and all of `baseMs`, each next
 * attempt twice as long, never more than `maxMs`. The jitter keeps clients that failed together
 * from retrying together.
 */
export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number = Math.random) {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** An HTTP Retry-After value (seconds, or a date) in milliseconds from `nowMs`; undefined if unreadable. */
export function parseRetryAfter(value: string | null, nowMs = Date.now()): number | undefined {
  if (!value?.trim()) return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - nowMs);
}
