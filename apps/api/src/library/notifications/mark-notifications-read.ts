import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { lockUserForNotifications, markRead, syncNewNotificationsFlag } from './notifications-db.ts';

/**
 * Marks all the user's notifications read, or only `ids` (another user's ids change nothing), and
 * sets the header dot from what is left unread. Answers the user's new row.
 */
export async function markNotificationsRead(
  db: Database,
  userId: number,
  ids?: readonly number[],
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    await lockUserForNotifications(tx, userId);
    await markRead(tx, userId, ids);
    const user = await syncNewNotificationsFlag(tx, userId);
    if (!user) throw new Error(`user ${userId} vanished while marking notifications read`);
    return user;
  });
}
