import { formatJalaliDate, formatNumber } from '../../../lib/persian.ts';
import { notificationsMessages as text } from '../messages.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification arrived, in Persian, relative to `now`: «همین حالا», «۵ دقیقه پیش»,
 * «۳ ساعت پیش», «دیروز», «۴ روز پیش»; a week or more shows the Jalali date.
 */
export function relativeTime(value: string, now: Date = new Date()): string {
  const at = new Date(value);
  const elapsed = now.getTime() - at.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE) return text.justNow;
  if (elapsed < HOUR) return text.minutesAgo(formatNumber(Math.floor(elapsed / MINUTE)));
  if (elapsed < DAY) return text.hoursAgo(formatNumber(Math.floor(elapsed / HOUR)));
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return text.yesterday;
  if (days < 7) return text.daysAgo(formatNumber(days));
  return formatJalaliDate(at);
}
