import type { AdminUserSummary } from '@pardeh/contract';
import { formatJalaliDate } from '../../../lib/persian.ts';
import { adminUsersMessages } from '../messages.ts';

const text = adminUsersMessages.users;

/** A user's premium in a few words: «تا ۳ آذر ۱۴۰۵», «پایان‌یافته …» or «بدون اشتراک». */
export function premiumWords(premium: AdminUserSummary['premium']): string {
  if (!premium.expiresAt) return text.noPremium;
  const date = formatJalaliDate(premium.expiresAt);
  return premium.active ? text.premiumUntil(date) : text.premiumEnded(date);
}
