import { describe, expect, it } from 'vitest';
import {
  formatJalaliDate,
  formatJalaliYear,
  formatNumber,
  formatRating,
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

  it('turns Latin digits inside text into Persian ones', () => {
    expect(toPersianDigits('فصل 2، قسمت 10')).toBe('فصل ۲، قسمت ۱۰');
  });

  it('formats dates in the Jalali calendar', () => {
    expect(formatJalaliDate('2024-03-20T12:00:00Z')).toBe('۱ فروردین ۱۴۰۳');
    expect(formatJalaliDate(new Date('2025-12-21T12:00:00Z'))).toBe('۳۰ آذر ۱۴۰۴');
    expect(formatJalaliYear('2024-03-20T12:00:00Z')).toBe('۱۴۰۳');
  });
});
