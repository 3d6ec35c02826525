import { toJalali } from '@pardeh/contract/jalali';
import { joinJalaliDate, type WrittenJalaliDate, writeJalaliDate } from '../../../lib/persian.ts';

/**
 * Expected release dates of coming-soon titles: calendar dates (ISO `YYYY-MM-DD`, no time or zone),
 * shown in the Jalali calendar with Persian digits. They are read in UTC so a date never shifts by
 * a day in the visitor's time zone.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

function isoDateToUtc(iso: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time;
}

export interface JalaliDateParts extends WrittenJalaliDate {
  /** The whole date as one phrase: ۹ آذر ۱۴۰۵. */
  full: string;
}

/** `2026-11-30` → { day: '۹', month: 'آذر', year: '۱۴۰۵', full: '۹ آذر ۱۴۰۵' }; null for anything malformed. */
export function jalaliDateParts(iso: string | null): JalaliDateParts | null {
  const time = iso === null ? null : isoDateToUtc(iso);
  if (time === null) return null;
  const date = new Date(time);
  const written = writeJalaliDate(toJalali(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()));
  return { ...written, full: joinJalaliDate(written) };
}

/**
 * Whole days from the visitor's today to the date (0 today, negative once past), or null when
 * the date is unknown. "Today" is the visitor's local calendar day.
 */
export function daysUntil(iso: string | null, now: Date = new Date()): number | null {
  const time = iso === null ? null : isoDateToUtc(iso);
  if (time === null) return null;
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((time - today) / DAY_MS);
}
