import { z } from 'zod';
import { rowIdSchema } from '../common.ts';

/** What caused a notification; the web app may pick an icon by it. */
export const notificationTypes = [
  'request-status',
  'title-released',
  'title-available',
  'comment-reply',
  'premium-activated',
  'gift-received',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes).meta({ id: 'NotificationType' });
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** One notification as its recipient sees it in `GET /api/user/notifications`. */
export const notificationSchema = z
  .strictObject({
    id: z.number().int(),
    type: notificationTypeSchema,
    /** One Persian sentence. */
    text: z.string(),
    /** The web app's path it leads to, e.g. `/titles/12/slug` or `/user/new-request`. */
    link: z.string(),
    read: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** Ids accepted in one mark-read call: more than a page can show is never needed. */
export const MARK_READ_MAX_IDS = 100;

/** `POST /api/user/notifications`: without `ids` every notification is marked read, with them only those. */
export const markNotificationsReadBodySchema = z
  .strictObject({
    ids: z.array(rowIdSchema).min(1).max(MARK_READ_MAX_IDS).optional(),
  })
  .meta({ id: 'MarkNotificationsReadBody' });
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;
