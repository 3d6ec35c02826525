import { and, count, desc, eq, gt, inArray, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type NotificationType, notifications } from '../../db/schema/index.ts';

/**
 * Every query of the notifications part: the one writer of `notifications` (the catalogue triggers
 * of migration 0009 insert too). The header's dot on the user's row is accounts'
 * (accounts/notification-dot.ts).
 */

/** One notification for each of `userIds`. */
export async function insertNotifications(
  db: Database,
  userIds: readonly number[],
  notification: { type: NotificationType; text: string; link: string },
): Promise<void> {
  await db.insert(notifications).values(userIds.map((userId) => ({ userId, ...notification })));
}

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

/** Whether the user has a notification nobody marked read. */
export async function hasUnreadNotifications(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .limit(1);
  return row !== undefined;
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
