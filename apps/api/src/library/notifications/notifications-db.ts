import { and, count, desc, eq, gt, inArray, isNull, max, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type NotificationType, notifications } from '../../db/schema/index.ts';

/**
 * Every query of the notifications part: the one writer of `notifications` (the catalogue triggers
 * of migration 0009 insert too). The header's dot on the user's row is accounts'
 * (accounts/notification-dot.ts).
 */

/** Whose notifications a call reads: a profile, which also sees its account's (profile_id null). */
export interface NotificationReader {
  userId: number;
  profileId: number;
}

const readBy = ({ userId, profileId }: NotificationReader): SQL | undefined =>
  and(
    eq(notifications.userId, userId),
    or(isNull(notifications.profileId), eq(notifications.profileId, profileId)),
  );

/** One notification for each of `recipients`: an account (profileId null) or one of its profiles. */
export async function insertNotifications(
  db: Database,
  recipients: readonly { userId: number; profileId: number | null }[],
  notification: { type: NotificationType; text: string; link: string },
): Promise<void> {
  await db.insert(notifications).values(recipients.map((recipient) => ({ ...recipient, ...notification })));
}

export async function listNotifications(
  db: Database,
  reader: NotificationReader,
  page: number,
  perPage: number,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(readBy(reader))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(notifications).where(readBy(reader)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Marks the reader's unread notifications read: all of them, or only `ids` (others' ids match nothing). */
export async function markRead(
  db: Database,
  reader: NotificationReader,
  ids?: readonly number[],
): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        readBy(reader),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    );
}

/** Whether any profile of the account has a notification nobody marked read (the account's dot). */
export async function hasUnreadNotifications(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * The reader's notifications with an id above `afterId`, oldest first: what a live stream has not
 * sent yet. At most `limit`, the newest ones, when more are waiting.
 */
export async function listNotificationsAfter(
  db: Database,
  reader: NotificationReader,
  afterId: number,
  limit: number,
) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(readBy(reader), gt(notifications.id, afterId)))
    .orderBy(desc(notifications.id))
    .limit(limit);
  return rows.reverse();
}

/** The id of the reader's newest notification; 0 when there is none. */
export async function newestNotificationId(db: Database, reader: NotificationReader): Promise<number> {
  const [row] = await db
    .select({ id: max(notifications.id) })
    .from(notifications)
    .where(readBy(reader));
  return row?.id ?? 0;
}
