import { toJalali } from '@pardeh/contract/jalali';
import { formatNumber, formatRating, toPersianDigits, writeJalaliDate } from '../../../lib/persian.ts';
import { adminPlaybackMessages as text } from '../messages.ts';

/**
 * The page's figures in Persian digits: axes, tooltips, cards and the table all write them here.
 * null (no play had the figure) is a dash.
 */

/** Startup times: milliseconds under a second, seconds with one decimal above. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return text.none;
  return ms < 1000 ? text.milliseconds(formatNumber(ms)) : text.seconds(formatRating(ms / 1000));
}

/** An axis tick of milliseconds: the number alone, the axis says the unit. */
export const formatMilliseconds = (ms: number | null): string => (ms === null ? text.none : formatNumber(ms));

/** A ratio as a percentage with up to two decimals: 0.01234 → ۱٫۲۳٪. */
export function formatRatio(ratio: number | null): string {
  if (ratio === null) return text.none;
  // Persian decimal separator, as formatRating writes it.
  return text.percent(toPersianDigits(String(Math.round(ratio * 10_000) / 100)).replace('.', '\u066b'));
}

export const formatCount = (value: number | null): string =>
  value === null ? text.none : formatNumber(value);

/** A Tehran day (`YYYY-MM-DD`) as its Jalali day and month: 2026-11-27 → ۶ آذر. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  const written = writeJalaliDate(toJalali(year, month, date));
  return `${written.day} ${written.month}`;
}
