import type { Database } from '../../db/client.ts';
import { listNotifications as selectNotifications } from './notifications-db.ts';
import { presentNotification } from './present-notification.ts';

/** One page of the user's notifications, newest first. */
export async function listNotifications(db: Database, userId: number, page: number, perPage: number) {
  const { rows, total } = await selectNotifications(db, userId, page, perPage);
  return {
    data: rows.map(presentNotification),
    meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
  };
}
