import { lightNotificationDot, lockUsersForNotifications } from '../../accounts/notification-dot.ts';
import type { Database } from '../../db/client.ts';
import type { NotificationType } from '../../db/schema/index.ts';
import { insertNotifications } from './notifications-db.ts';

export interface NewNotification {
  type: NotificationType;
  /** One Persian sentence, from the messages modules. */
  text: string;
  /** The web app's path it leads to, e.g. `/titles/12/slug` or `/user/new-request`. */
  link: string;
}

/**
 * Sends one notification to each of `userIds` (duplicates once) and lights their header dot.
 * Call it with the transaction of the change that causes it, so the two commit or fail together.
 * The recipients' rows are locked first, in id order (no deadlock between two senders), as
 * mark-notifications-read.ts does: `users.new_notifications` stays exact under concurrent writes.
 */
export async function notifyUsers(db: Database, userIds: readonly number[], notification: NewNotification) {
  const recipients = [...new Set(userIds)].sort((a, b) => a - b);
  if (recipients.length === 0) return;
  await lockUsersForNotifications(db, recipients);
  await insertNotifications(db, recipients, notification);
  await lightNotificationDot(db, recipients);
}
