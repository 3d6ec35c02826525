import type { Database } from '../../db/client.ts';
import { type NotificationReader, listNotifications as selectNotifications } from './notifications-db.ts';
import { presentNotification } from './present-notification.ts';

/** One page of the profile's notifications (its own and its account's), newest first. */
export async function listNotifications(
  db: Database,
  reader: NotificationReader,
  page: number,
  perPage: number,
) {
  const { rows, total } = await selectNotifications(db, reader, page, perPage);
  return {
    data: rows.map(presentNotification),
    meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
  };
}
