import { describe, expect, it } from 'vitest';
import { playingSince } from './playing-since.ts';

describe('playingSince', () => {
  const now = new Date(2026, 10, 27, 21, 5);

  it('gives the time alone today, in Persian digits', () => {
    expect(playingSince(new Date(2026, 10, 27, 8, 4).toISOString(), now)).toBe('از ساعت ۰۸:۰۴');
  });

  it('adds the Jalali day on an earlier day', () => {
    expect(playingSince(new Date(2026, 10, 26, 23, 59).toISOString(), now)).toBe('از ۵ آذر ۱۴۰۵، ساعت ۲۳:۵۹');
  });
});
