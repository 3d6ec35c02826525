import { describe, expect, it } from 'vitest';
import { readCollectionId, readPageParam } from './page-param.ts';

describe('readPageParam', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=abc', 1],
    ['page=9999999', 1],
  ])('%s → %d', (query, page) => {
    expect(readPageParam(new URLSearchParams(query))).toBe(page);
  });
});

describe('readCollectionId', () => {
  it('accepts positive integers only', () => {
    expect(readCollectionId('12')).toBe(12);
    expect(readCollectionId('0')).toBeNull();
    expect(readCollectionId('pixar')).toBeNull();
    expect(readCollectionId(undefined)).toBeNull();
    expect(readCollectionId('1e3')).toBeNull();
  });
});
