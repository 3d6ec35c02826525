import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

describe('relativeTime', () => {
  const now = new Date('2024-03-25T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says how long ago, in Persian digits, up to a week', () => {
    expect(relativeTime(before(20_000), now)).toBe('همین حالا');
    expect(relativeTime(before(5 * 60_000), now)).toBe('۵ دقیقه پیش');
    expect(relativeTime(before(3 * 3_600_000 + 59 * 60_000), now)).toBe('۳ ساعت پیش');
    expect(relativeTime(before(30 * 3_600_000), now)).toBe('دیروز');
    expect(relativeTime(before(4 * 86_400_000), now)).toBe('۴ روز پیش');
  });

  it('gives the Jalali date from a week on, and nothing for a malformed time', () => {
    expect(relativeTime('2024-03-10T12:00:00Z', now)).toBe('۲۰ اسفند ۱۴۰۲');
    expect(relativeTime('not a date', now)).toBe('');
  });

  it('treats a time slightly ahead of the clock as just now', () => {
    expect(relativeTime(before(-30_000), now)).toBe('همین حالا');
  });
});
