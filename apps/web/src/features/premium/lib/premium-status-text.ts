import type { User } from '@pardeh/contract';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { premiumMessages as text } from '../../../messages/premium.ts';

/** The user's premium in one sentence, with the expiry as a Jalali date. */
export function premiumStatusSentence({ active, expiresAt }: User['premium']): string {
  if (active && expiresAt) return text.status.active(formatJalaliDate(expiresAt));
  if (expiresAt) return text.status.expired(formatJalaliDate(expiresAt));
  return text.status.none;
}
