import { describe, expect, it } from 'vitest';
import { formatCount, formatDay, formatDuration, formatMilliseconds, formatRatio } from './format-figures.ts';

describe('the playback page’s figures', () => {
  it('writes durations, ratios and counts in Persian digits', () => {
    expect(formatDuration(850)).toBe('۸۵۰ میلی‌ثانیه');
    expect(formatDuration(2450)).toBe('۲٫۵ ثانیه');
    expect(formatDuration(null)).toBe('—');
    expect(formatMilliseconds(1200)).toBe('۱٬۲۰۰');
    expect(formatRatio(0.0123)).toBe('۱٫۲۳٪');
    expect(formatRatio(0.0105)).toBe('۱٫۰۵٪');
    expect(formatRatio(0)).toBe('۰٪');
    expect(formatRatio(null)).toBe('—');
    expect(formatCount(12_345)).toBe('۱۲٬۳۴۵');
  });

  it('names a Tehran day by its Jalali day and month', () => {
    expect(formatDay('2024-03-20')).toBe('۱ فروردین');
    expect(formatDay('2026-11-27')).toBe('۶ آذر');
  });
});
