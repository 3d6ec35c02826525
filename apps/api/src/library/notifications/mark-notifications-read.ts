import { lockUsersForNotifications, setUserNotificationDot } from '../../accounts/notification-dot.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { hasUnreadNotifications, markRead, type NotificationReader } from './notifications-db.ts';

/**
 * Marks all the profile's notifications read (its own and its account's), or only `ids` (another
 * profile's or user's ids change nothing), and sets the account's header dot from what any of its
 * profiles has left unread. Answers the user's new row. The user's row is
 * locked first, as notify-users.ts and the catalogue triggers lock it before they insert, so no
 * notification arrives between reading what is unread and setting the dot.
 */
export async function markNotificationsRead(
  db: Database,
  reader: NotificationReader,
  ids?: readonly number[],
): Promise<UserRow> {
  const { userId } = reader;
  return db.transaction(async (tx) => {
    await lockUsersForNotifications(tx, [userId]);
    await markRead(tx, reader, ids);
    const user = await setUserNotificationDot(tx, userId, await hasUnreadNotifications(tx, userId));
    if (!user) throw new Error(`user ${userId} vanished while marking notifications read`);
    return user;
  });
}
