import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { createQueryClient, retryDelay, shouldRetry } from './query-client.ts';

describe('query client defaults', () => {
  it('keeps data fresh for 60 s, cached for 5 minutes, refetched on focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(60_000);
    expect(queries?.gcTime).toBe(300_000);
    expect(queries?.refetchOnWindowFocus).toBe(true);
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBe(retryDelay);
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
