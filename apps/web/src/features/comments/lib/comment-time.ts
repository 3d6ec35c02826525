import { formatJalaliDate, toPersianDigits } from '../../../lib/persian.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** When a comment was written, in the visitor's time zone: ۳ آذر ۱۴۰۵، ۱۴:۰۵. */
export function formatCommentTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const time = toPersianDigits(`${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`);
  return `${formatJalaliDate(date)}، ${time}`;
}
