import type { Notification } from '@pardeh/contract';
import type { NotificationRow } from '../../db/schema/index.ts';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    text: row.text,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
