import type { Database } from '../db/client.ts';
import { lightNotificationDots, lockUsersInOrder, setNotificationDot } from './accounts-db.ts';

// The header's dot (`users.new_notifications`), as library/notifications keeps it: in the
// transaction that writes or reads notifications, the users are locked first, then the dot is set.

/**
 * Locks the users' rows, in id order (two senders never deadlock), so a notification is never
 * written between a read of what is unread and the dot's update.
 */
export function lockUsersForNotifications(db: Database, userIds: readonly number[]): Promise<void> {
  return lockUsersInOrder(db, userIds);
}

export function lightNotificationDot(db: Database, userIds: readonly number[]): Promise<void> {
  return lightNotificationDots(db, userIds);
}

/** Lights or clears one user's dot; answers their new row. */
export function setUserNotificationDot(db: Database, userId: number, lit: boolean) {
  return setNotificationDot(db, userId, lit);
}
