import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  backoffDelay,
  type Clock,
  parseRetryAfter,
  RateLimiter,
} from '../../src/catalog/enrich/rate-limiter.ts';
import {
  TmdbApiError,
  TmdbAuthError,
  TmdbClient,
  TmdbUnavailableError,
} from '../../src/catalog/enrich/tmdb-client.ts';

/** A clock whose sleeps return at once; `advances` decides whether they move time on (one caller) or not (callers at once). */
class FakeClock implements Clock {
  time = 0;
  readonly sleeps: number[] = [];
  constructor(private readonly advances: boolean) {}
  now = () => this.time;
  sleep = async (ms: number) => {
    this.sleeps.push(ms);
    if (this.advances) this.time += ms;
  };
}
const fakeClock = (advances: boolean) => new FakeClock(advances);

describe('RateLimiter', () => {
  it('spaces one caller’s requests so that at most the limit start in any second', async () => {
    const clock = fakeClock(true);
    const limiter = new RateLimiter(4, clock);
    const starts: number[] = [];
    for (let index = 0; index < 6; index++) {
      await limiter.take();
      starts.push(clock.now());
    }
    expect(starts).toEqual([0, 250, 500, 750, 1000, 1250]);
  });

  it('gives callers arriving together successive turns', async () => {
    const clock = fakeClock(false);
    const limiter = new RateLimiter(10, clock);
    await Promise.all([limiter.take(), limiter.take(), limiter.take()]);
    expect(clock.sleeps).toEqual([100, 200]);
  });

  it('holds every later request back after a hold, and refuses a stopped caller', async () => {
    const clock = fakeClock(true);
    const limiter = new RateLimiter(10, clock);
    await limiter.take();
    limiter.holdFor(3_000);
    await limiter.take();
    expect(clock.sleeps).toEqual([3_000]);
    await expect(limiter.take(AbortSignal.abort())).rejects.toThrow();
  });
});

describe('backoff and Retry-After', () => {
  it('doubles the wait per attempt between half and all of it, up to the maximum', () => {
    const policy = { baseMs: 1_000, maxMs: 10_000 };
    expect([1, 2, 3, 4, 5].map((attempt) => backoffDelay(attempt, policy, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000,
    ]);
    expect(backoffDelay(3, policy, () => 0)).toBe(2_000);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(parseRetryAfter('3')).toBe(3_000);
    expect(parseRetryAfter(new Date(61_000).toUTCString(), 1_000)).toBe(60_000);
    expect(parseRetryAfter('soon')).toBeUndefined();
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});

describe('TmdbClient retries', () => {
  let server: http.Server;
  let baseUrl: string;
  let answers: Array<{ status: number; headers?: Record<string, string> }>;
  let requests: number;

  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      requests++;
      const answer = answers.shift() ?? { status: 200 };
      response
        .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
        .end(JSON.stringify({ id: 550, title: 'Fight Club' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/3`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    answers = [];
    requests = 0;
  });

  const client = (clock: Clock) =>
    new TmdbClient({
      apiKey: 'key',
      baseUrl,
      requestsPerSecond: 1_000,
      maxAttempts: 3,
      backoff: { baseMs: 100, maxMs: 100 },
      clock,
    });

  it('waits what a 429’s Retry-After asks, then what the backoff says after a 5xx', async () => {
    const clock = fakeClock(true);
    answers = [{ status: 429, headers: { 'retry-after': '7' } }, { status: 502 }];
    expect(await client(clock).details('movie', 550, 'en-US')).toMatchObject({ title: 'Fight Club' });
    expect(requests).toBe(3);
    expect(clock.sleeps[0]).toBe(7_000);
    expect(clock.sleeps[1]).toBeGreaterThanOrEqual(50);
    expect(clock.sleeps[1]).toBeLessThanOrEqual(100);
  });

  it('gives up after its attempts with TmdbUnavailableError', async () => {
    answers = [{ status: 500 }, { status: 503 }, { status: 500 }, { status: 500 }];
    await expect(client(fakeClock(true)).details('movie', 550, 'en-US')).rejects.toBeInstanceOf(
      TmdbUnavailableError,
    );
    expect(requests).toBe(3);
  });

  it('answers 404 as not found, and retries neither a refused key nor a bad request', async () => {
    answers = [{ status: 404 }];
    expect(await client(fakeClock(true)).details('movie', 1, 'en-US')).toBe('not-found');
    answers = [{ status: 401 }];
    await expect(client(fakeClock(true)).details('movie', 1, 'en-US')).rejects.toBeInstanceOf(TmdbAuthError);
    answers = [{ status: 422 }];
    const refused = client(fakeClock(true)).details('movie', 1, 'en-US');
    await expect(refused).rejects.toBeInstanceOf(TmdbApiError);
    await expect(refused).rejects.not.toBeInstanceOf(TmdbUnavailableError);
    expect(requests).toBe(3);
  });

  it('retries a TMDB it cannot reach', async () => {
    const unreachable = new TmdbClient({
      apiKey: 'key',
      baseUrl: 'http://127.0.0.1:9/3',
      maxAttempts: 2,
      clock: fakeClock(true),
    });
    await expect(unreachable.details('movie', 550, 'en-US')).rejects.toThrow(
      /Could not reach TMDB.*tried 2 times/,
    );
  });
});
