import { describe, expect, it } from 'vitest';
import {
  formatCardYear,
  formatJalaliDate,
  formatNumber,
  formatRating,
  formatTitleYear,
  formatYear,
  toPersianDigits,
} from './persian.ts';

describe('Persian numbers and dates', () => {
  it('writes counts with Persian digits and grouping', () => {
    expect(formatNumber(0)).toBe('۰');
    expect(formatNumber(7)).toBe('۷');
    expect(formatNumber(12345)).toBe('۱۲٬۳۴۵');
  });

  it('writes ratings with one decimal and years without grouping', () => {
    expect(formatRating(7.85)).toBe('۷٫۹');
    expect(formatRating(8)).toBe('۸');
    expect(formatYear(2024)).toBe('۲۰۲۴');
  });

  it("writes an Iranian title's Solar Hijri year first, its Gregorian one beside it", () => {
    expect(formatTitleYear(2010, 1389)).toBe('۱۳۸۹ (۲۰۱۰)');
    expect(formatTitleYear(1994, null)).toBe('۱۹۹۴');
  });

  it('shortens the year on cards to the Hijri one, keeping the whole for the tooltip', () => {
    expect(formatCardYear(2010, 1389)).toEqual({ short: '۱۳۸۹', full: '۱۳۸۹ (۲۰۱۰)' });
    expect(formatCardYear(1994, null)).toEqual({ short: '۱۹۹۴', full: null });
    // A card cached before the API sent the field.
    expect(formatCardYear(1994, undefined as unknown as null)).toEqual({ short: '۱۹۹۴', full: null });
  });

  it('writes numbers exactly as Intl does for fa-IR', () => {
    const counts = new Intl.NumberFormat('fa-IR');
    const ratings = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 1 });
    const years = new Intl.NumberFormat('fa-IR', { useGrouping: false });
    const samples = [
      -1234, -5, 0, 1, 9, 10, 99, 100, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 2_147_483_647,
    ];
    for (const value of samples) {
      expect(formatNumber(value)).toBe(counts.format(value));
      expect(formatYear(value)).toBe(years.format(value));
    }
    for (const value of [0, 0.04, 0.05, 1.25, 5.5, 6.95, 7.85, 8, 8.96, 9.99, 10, 1234.56]) {
      expect(formatRating(value)).toBe(ratings.format(value));
    }
  });

  it('turns Latin digits inside text into Persian ones', () => {
    expect(toPersianDigits('فصل 2، قسمت 10')).toBe('فصل ۲، قسمت ۱۰');
  });

  it('formats dates in the Jalali calendar', () => {
    expect(formatJalaliDate('2024-03-20T12:00:00Z')).toBe('۱ فروردین ۱۴۰۳');
    expect(formatJalaliDate(new Date('2025-12-21T12:00:00Z'))).toBe('۳۰ آذر ۱۴۰۴');
  });

  it('writes Jalali dates exactly as Intl does for fa-IR', () => {
    const intl = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    for (let month = 0; month < 12; month += 1) {
      const moment = new Date(2025, month, 15, 12);
      expect(formatJalaliDate(moment)).toBe(intl.format(moment));
    }
  });

  it('takes a calendar date as that day, whatever the time zone', () => {
    expect(formatJalaliDate('1994-10-14')).toBe('۲۲ مهر ۱۳۷۳');
    expect(formatJalaliDate('not a date')).toBe('');
  });
});
