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
 * Sends one notification about the account (a request, premium) to each of `userIds` (duplicates
 * once), which all their profiles see, and lights their header dot.
 * Call it with the transaction of the change that causes it, so the two commit or fail together.
 * The recipients' rows are locked first, in id order (no deadlock between two senders), as
 * mark-notifications-read.ts does: `users.new_notifications` stays exact under concurrent writes.
 */
export async function notifyUsers(db: Database, userIds: readonly number[], notification: NewNotification) {
  const recipients = [...new Set(userIds)].sort((a, b) => a - b);
  if (recipients.length === 0) return;
  await lockUsersForNotifications(db, recipients);
  await insertNotifications(
    db,
    recipients.map((userId) => ({ userId, profileId: null })),
    notification,
  );
  await lightNotificationDot(db, recipients);
}

/**
 * Sends one notification about a profile's own activity (a reply to its comment) to that profile
 * only, and lights its account's header dot; with the change's transaction, as notifyUsers.
 */
export async function notifyProfile(
  db: Database,
  recipient: { userId: number; profileId: number },
  notification: NewNotification,
) {
  await lockUsersForNotifications(db, [recipient.userId]);
  await insertNotifications(db, [recipient], notification);
  await lightNotificationDot(db, [recipient.userId]);
}
