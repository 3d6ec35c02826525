import { describe, expect, it } from 'vitest';
import {
  canSearchLive,
  canSubmit,
  fullResultsPath,
  remainingFocusDelay,
  searchLength,
  visiblePeople,
  visibleTitles,
} from './search-rules.ts';

const list = (length: number) => Array.from({ length }, (_, index) => index);

describe('search thresholds', () => {
  it('runs the live search from two characters, ignoring surrounding spaces', () => {
    expect(canSearchLive('')).toBe(false);
    expect(canSearchLive('م')).toBe(false);
    expect(canSearchLive('  م  ')).toBe(false);
    expect(canSearchLive('ما')).toBe(true);
    expect(canSearchLive('up')).toBe(true);
  });

  it('submits only with more than two characters', () => {
    expect(canSubmit('ab')).toBe(false);
    expect(canSubmit(' ab ')).toBe(false);
    expect(canSubmit('abc')).toBe(true);
    expect(canSubmit('مار')).toBe(true);
  });

  it('counts code points, so one emoji or letter is one character', () => {
    expect(searchLength('🎬a')).toBe(2);
  });

  it('leads to the full results ordered by votes, URL-encoded', () => {
    expect(fullResultsPath(' مارمولک ')).toBe(
      '/?order_by=votes&type=all&q=%D9%85%D8%A7%D8%B1%D9%85%D9%88%D9%84%DA%A9',
    );
    expect(fullResultsPath('tom & jerry')).toBe('/?order_by=votes&type=all&q=tom+%26+jerry');
    expect(fullResultsPath('fhvhk', true)).toBe('/?order_by=votes&type=all&q=fhvhk&as_typed=1');
  });
});

describe('dropdown sizes', () => {
  it('shows six titles, with the more link only on desktop and only past six', () => {
    expect(visibleTitles(list(10), true)).toEqual({ items: list(6), hasMore: true });
    expect(visibleTitles(list(10), false)).toEqual({ items: list(6), hasMore: false });
    expect(visibleTitles(list(6), true)).toEqual({ items: list(6), hasMore: false });
    expect(visibleTitles(list(2), true)).toEqual({ items: list(2), hasMore: false });
  });

  it('trims more than eight people to six on desktop only', () => {
    expect(visiblePeople(list(9), true)).toEqual(list(6));
    expect(visiblePeople(list(8), true)).toEqual(list(8));
    expect(visiblePeople(list(10), false)).toEqual(list(10));
    expect(visiblePeople(list(7), true)).toEqual(list(7));
  });
});

describe('focus delay', () => {
  it('counts the 500 ms from the click, whatever time the field took to arrive', () => {
    expect(remainingFocusDelay(1000, 1000)).toBe(500);
    expect(remainingFocusDelay(1000, 1300)).toBe(200);
    expect(remainingFocusDelay(1000, 1900)).toBe(0);
    expect(remainingFocusDelay(null, 1900)).toBe(500);
  });
});
