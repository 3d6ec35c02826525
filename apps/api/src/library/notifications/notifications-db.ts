import { and, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { notifications, users } from '../../db/schema/index.ts';

/** Every query of the notifications part, apart from notify-users.ts (the one writer). */

export async function listNotifications(db: Database, userId: number, page: number, perPage: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(notifications).where(eq(notifications.userId, userId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * Takes the user's row lock before anything else. notifyUsers and the catalogue trigger take the
 * same lock before they insert, so a notification is never written between reading which are
 * unread and setting `users.new_notifications` from that.
 */
export async function lockUserForNotifications(db: Database, userId: number): Promise<void> {
  await db.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
}

/** Marks the user's unread notifications read: all of them, or only `ids` (others' ids match nothing). */
export async function markRead(db: Database, userId: number, ids?: readonly number[]): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    );
}

/** Sets the header dot from the notifications themselves; returns the user's new row. */
export async function syncNewNotificationsFlag(db: Database, userId: number) {
  const [row] = await db
    .update(users)
    .set({
      newNotifications: sql`EXISTS (SELECT 1 FROM ${notifications} WHERE ${notifications.userId} = ${userId} AND ${notifications.readAt} IS NULL)`,
    })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * The user's notifications with an id above `afterId`, oldest first: what a live stream has not
 * sent yet. At most `limit`, the newest ones, when more are waiting.
 */
export async function listNotificationsAfter(db: Database, userId: number, afterId: number, limit: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, afterId)))
    .orderBy(desc(notifications.id))
    .limit(limit);
  return rows.reverse();
}

/** The id of the user's newest notification; 0 when there is none. */
export async function newestNotificationId(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: max(notifications.id) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.id ?? 0;
}
