import { lockUsersForNotifications, setUserNotificationDot } from '../../accounts/notification-dot.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { hasUnreadNotifications, markRead } from './notifications-db.ts';

/**
 * Marks all the user's notifications read, or only `ids` (another user's ids change nothing), and
 * sets the header dot from what is left unread. Answers the user's new row. The user's row is
 * locked first, as notify-users.ts and the catalogue triggers lock it before they insert, so no
 * notification arrives between reading what is unread and setting the dot.
 */
export async function markNotificationsRead(
  db: Database,
  userId: number,
  ids?: readonly number[],
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await lockUsersForNotifications(tx, [userId]);
    await markRead(tx, userId, ids);
    const user = await setUserNotificationDot(tx, userId, await hasUnreadNotifications(tx, userId));
    if (!user) throw new Error(`user ${userId} vanished while marking notifications read`);
    return user;
  });
}
