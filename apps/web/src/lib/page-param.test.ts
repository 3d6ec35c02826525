import { describe, expect, it } from 'vitest';
import { readPageParam } from './page-param.ts';

describe('readPageParam', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=999999', 999999],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=1e3', 1],
    ['page=9999999', 1],
  ])('%s → %d', (query, page) => {
    expect(readPageParam(new URLSearchParams(query))).toBe(page);
  });
});
