import { describe, expect, it } from 'vitest';
import { daysUntil, jalaliDateParts } from './expected-date.ts';

describe('jalaliDateParts', () => {
  it('names the Jalali day, month and year in Persian digits', () => {
    expect(jalaliDateParts('2024-03-20')).toEqual({
      day: '۱',
      month: 'فروردین',
      year: '۱۴۰۳',
      full: '۱ فروردین ۱۴۰۳',
    });
    expect(jalaliDateParts('2026-11-30')?.full).toBe('۹ آذر ۱۴۰۵');
  });

  it('keeps the calendar date whatever the time zone (read as UTC)', () => {
    // Nowruz 1404 is 21 March 2025; a date-only value must not slip to 30 Esfand.
    expect(jalaliDateParts('2025-03-21')?.full).toBe('۱ فروردین ۱۴۰۴');
  });

  it('answers null for unknown or malformed dates', () => {
    expect(jalaliDateParts(null)).toBeNull();
    expect(jalaliDateParts('2025-3-1')).toBeNull();
    expect(jalaliDateParts('soon')).toBeNull();
  });
});

describe('daysUntil', () => {
  const now = new Date(2026, 10, 21, 23, 30); // 21 November 2026, late evening, local time

  it('counts whole calendar days from the local today', () => {
    expect(daysUntil('2026-11-21', now)).toBe(0);
    expect(daysUntil('2026-11-22', now)).toBe(1);
    expect(daysUntil('2026-12-21', now)).toBe(30);
    expect(daysUntil('2026-11-20', now)).toBe(-1);
  });

  it('is null when the date is unknown', () => {
    expect(daysUntil(null, now)).toBeNull();
    expect(daysUntil('2026/11/22', now)).toBeNull();
  });
});
