import { describe, expect, it } from 'vitest';
import { readCollectionId } from './collection-id.ts';

describe('readCollectionId', () => {
  it('accepts positive integers only', () => {
    expect(readCollectionId('12')).toBe(12);
    expect(readCollectionId('0')).toBeNull();
    expect(readCollectionId('pixar')).toBeNull();
    expect(readCollectionId(undefined)).toBeNull();
    expect(readCollectionId('1e3')).toBeNull();
  });
});
