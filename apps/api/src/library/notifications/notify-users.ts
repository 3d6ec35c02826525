import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type NotificationType, notifications, users } from '../../db/schema/index.ts';

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
  await db.execute(
    sql`SELECT 1 FROM ${users} WHERE ${inArray(users.id, recipients)} ORDER BY ${users.id} FOR UPDATE`,
  );
  await db.insert(notifications).values(recipients.map((userId) => ({ userId, ...notification })));
  await db.update(users).set({ newNotifications: true }).where(inArray(users.id, recipients));
}
