import { describe, expect, it } from 'vitest';
import { keyWordsWithinOneEdit } from '../../src/catalog/search/search-query.ts';

describe('keyWordsWithinOneEdit', () => {
  it('holds the word, the word with a symbol dropped and with two neighbours swapped', () => {
    expect(keyWordsWithinOneEdit('drk').sort()).toEqual(['dk', 'dkr', 'dr', 'drk', 'rdk', 'rk'].sort());
  });

  it('holds each word once', () => {
    expect(keyWordsWithinOneEdit('nnk').sort()).toEqual(['nk', 'nkn', 'nn', 'nnk'].sort());
  });
});
