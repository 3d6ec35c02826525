import { formatJalaliDate, toPersianDigits } from '../../../lib/persian.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A moment as the console shows it: its Jalali day and the time in the operator's time zone,
 * «۳ آذر ۱۴۰۵، ۱۴:۰۵»; empty when malformed.
 */
export function formatJalaliDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const time = toPersianDigits(`${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`);
  return `${formatJalaliDate(date)}، ${time}`;
}
