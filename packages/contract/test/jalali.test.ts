import { describe, expect, it } from 'vitest';
import { toJalali } from '../src/jalali.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** ICU's answer for the same day, the reference the arithmetic must match. */
const icu = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function icuJalali(time: number) {
  const parts = icu.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

describe('toJalali', () => {
  it('knows the landmarks: Nowruz, the last day of a leap year, the first of Mehr', () => {
    expect(toJalali(2024, 3, 20)).toEqual({ year: 1403, month: 1, day: 1 });
    expect(toJalali(2025, 3, 20)).toEqual({ year: 1403, month: 12, day: 30 });
    expect(toJalali(2025, 3, 21)).toEqual({ year: 1404, month: 1, day: 1 });
    expect(toJalali(1994, 10, 14)).toEqual({ year: 1373, month: 7, day: 22 });
  });

  it('agrees with ICU on every day from 1900 to 2100', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(1900, 0, 1); time <= Date.UTC(2100, 11, 31); time += DAY_MS) {
      const date = new Date(time);
      const ours = toJalali(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
      const theirs = icuJalali(time);
      if (ours.year !== theirs.year || ours.month !== theirs.month || ours.day !== theirs.day) {
        mismatches.push(
          `${date.toISOString().slice(0, 10)}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`,
        );
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
