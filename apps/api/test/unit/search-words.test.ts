import { describe, expect, it } from 'vitest';
import {
  replaceSearchWords,
  splitSearchWords,
  typoBudget,
  wordDeletions,
  wordEdits,
} from '../../src/catalog/search/search-words.ts';

describe('splitSearchWords', () => {
  it('splits on anything but letters and digits, joins at apostrophes, keeps Persian letters', () => {
    expect(splitSearchWords("schindler's list: 1993")).toEqual(['schindlers', 'list', '1993']);
    expect(splitSearchWords('ماتریکس: بارگذاری مجدد')).toEqual(['ماتریکس', 'بارگذاری', 'مجدد']);
    expect(splitSearchWords('  the-witcher  ')).toEqual(['the', 'witcher']);
  });
});

describe('typoBudget', () => {
  it('allows no edit under four letters, one up to seven, two from eight, none in a number', () => {
    expect(['war', 'rush', 'witcher', 'uncharted', '2049', 'داکر'].map(typoBudget)).toEqual([
      0, 1, 1, 2, 0, 1,
    ]);
  });
});

describe('wordDeletions', () => {
  it('holds the word and every spelling one letter shorter, once each', () => {
    expect(wordDeletions('rush', 1).sort()).toEqual(['rsh', 'rus', 'ruh', 'rush', 'ush'].sort());
    expect(wordDeletions('noon', 1).sort()).toEqual(['non', 'noo', 'noon', 'oon'].sort());
  });

  it('goes two letters deep when asked', () => {
    const deletions = wordDeletions('rocky', 2);
    expect(deletions).toContain('rky');
    expect(deletions).toContain('rocky');
    expect(deletions.every((spelling) => spelling.length >= 3)).toBe(true);
  });

  it('meets a word one edit away after one deletion on each side', () => {
    const shared = (typed: string, word: string) =>
      wordDeletions(typed, 1).some((spelling) => wordDeletions(word, 1).includes(spelling));
    // Changed, swapped, added and dropped letters.
    expect(shared('rocyy', 'rocky')).toBe(true);
    expect(shared('witcehr', 'witcher')).toBe(true);
    expect(shared('matrixx', 'matrix')).toBe(true);
    expect(shared('ماتیکس', 'ماتریکس')).toBe(true);
    expect(shared('rush', 'ruth')).toBe(true);
    expect(shared('rush', 'rest')).toBe(false);
  });
});

describe('wordEdits', () => {
  it('counts added, dropped and changed letters, and a swap of neighbours as one', () => {
    expect(wordEdits('rocyy', 'rocky')).toBe(1);
    expect(wordEdits('witcehr', 'witcher')).toBe(1);
    expect(wordEdits('داکر', 'دارک')).toBe(1);
    expect(wordEdits('reeiident', 'resident')).toBe(2);
    expect(wordEdits('seisfed', 'seinfeld')).toBe(2);
  });
});

describe('replaceSearchWords', () => {
  it('replaces the corrected words and keeps the rest of the text as it was', () => {
    const corrections = new Map([
      ['wordd', 'world'],
      ['idiost', 'idiots'],
    ]);
    expect(replaceSearchWords('wordd war z', corrections)).toBe('world war z');
    expect(replaceSearchWords('3 idiost: the film', corrections)).toBe('3 idiots: the film');
  });
});
