import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient, retryDelay, shouldRetry } from './query-client.ts';

afterEach(() => vi.restoreAllMocks());

describe('query client defaults', () => {
  it('keeps data fresh for 60 s, cached for 5 minutes, refetched on focus and reconnection', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(60_000);
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.refetchOnReconnect).toBe(true);
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBe(retryDelay);
  });

  it('asks even offline, so a page can say so, but leaves data on screen alone while offline', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.networkMode).toBe('always');
    const onFocus = queries?.refetchOnWindowFocus as () => boolean;
    const onMount = queries?.refetchOnMount as () => boolean;
    expect([onFocus(), onMount()]).toEqual([true, true]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect([onFocus(), onMount()]).toEqual([false, false]);
  });

  it('does not retry a request that got no answer while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(shouldRetry(0, new ApiError(0, 'x'))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(false);
    // The server's own failures are retried: it answered.
    expect(shouldRetry(0, new ApiError(503, 'x'))).toBe(true);
  });

  it('retries server and network failures three times', () => {
    for (const error of [
      new ApiError(500, 'x'),
      new ApiError(503, 'x'),
      new ApiError(0, 'x'),
      new Error('x'),
    ]) {
      expect([0, 1, 2].map((count) => shouldRetry(count, error))).toEqual([true, true, true]);
      expect(shouldRetry(3, error)).toBe(false);
    }
  });

  it('never retries a 4xx', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'x'))).toBe(false);
    }
  });

  it('doubles the delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
