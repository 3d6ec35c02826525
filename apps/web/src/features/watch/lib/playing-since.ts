import { formatJalaliDate, toPersianDigits } from '../../../lib/persian.ts';
import { watchMessages } from '../messages.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * Since when a device plays, in the visitor's time zone and Persian digits: «از ساعت ۱۸:۴۵» today,
 * «از ۵ آذر ۱۴۰۵، ساعت ۱۸:۴۵» on an earlier day.
 */
export function playingSince(startedAt: string, now = new Date()): string {
  const started = new Date(startedAt);
  const time = toPersianDigits(`${twoDigits(started.getHours())}:${twoDigits(started.getMinutes())}`);
  return started.toDateString() === now.toDateString()
    ? watchMessages.playingSinceTime(time)
    : watchMessages.playingSinceDay(formatJalaliDate(started), time);
}
