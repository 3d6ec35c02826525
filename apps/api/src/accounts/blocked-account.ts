import type { UserRow } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';

/**
 * An operator's block (`/api/admin/users/{id}/block`) shuts every way in: sessions are revoked
 * when it is made, bearer tokens stop authenticating, and each sign-in way refuses the account.
 */
export const isBlocked = (user: Pick<UserRow, 'blockedAt'>): boolean => user.blockedAt !== null;

/** 403 with the Persian explanation, for sign-in ways that already know who is asking. */
export function assertNotBlocked(user: Pick<UserRow, 'blockedAt'>): void {
  if (isBlocked(user)) throw new HttpError(403, messages.adminUsers.accountBlocked);
}
