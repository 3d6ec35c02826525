import { z } from 'zod';
import { titleTypeSchema } from '../catalog/title-result.ts';
import { paginationQuerySchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';
import { supportMessageKindSchema } from '../support.ts';

/**
 * The support inbox (`/api/admin/support`): the contact page's messages, newest first, with the
 * replies the team sent by email.
 */

export const supportMessageStatuses = ['new', 'answered', 'closed'] as const;
export const supportMessageStatusSchema = z.enum(supportMessageStatuses).meta({ id: 'SupportMessageStatus' });
export type SupportMessageStatus = z.infer<typeof supportMessageStatusSchema>;

/** Persian sentences for each field rule; the console shows them under the field. */
export const supportReplyFieldMessages = {
  bodyRequired: 'متن پاسخ را بنویسید.',
  bodyTooLong: 'پاسخ نباید بیش از ۵٬۰۰۰ نویسه باشد.',
} as const;

export const SUPPORT_REPLY_MAX_LENGTH = 5000;

export const adminSupportQuerySchema = paginationQuerySchema.extend({
  status: supportMessageStatusSchema.optional(),
  kind: supportMessageKindSchema.optional(),
});
export type AdminSupportQuery = z.infer<typeof adminSupportQuerySchema>;

export const supportReplySchema = z
  .object({
    id: z.number().int(),
    body: z.string(),
    /** The operator who sent it (null once their account is gone). */
    author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    sentAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SupportReply' });
export type SupportReply = z.infer<typeof supportReplySchema>;

/** A contact-page message in the inbox list. */
export const adminSupportMessageSchema = z
  .object({
    id: z.number().int(),
    kind: supportMessageKindSchema,
    status: supportMessageStatusSchema,
    name: z.string(),
    email: z.string(),
    /** The sender's account when they were signed in. */
    userId: z.number().int().nullable(),
    /** Support messages: the subject. Content requests: null. */
    subject: z.string().nullable(),
    /** Support messages: the message. Content requests: the optional note. */
    body: z.string().nullable(),
    /** Content requests: what was asked for. */
    requestedTitle: z.string().nullable(),
    requestedType: titleTypeSchema.nullable(),
    requestedYear: z.number().int().nullable(),
    requestedImdbUrl: z.string().nullable(),
    replyCount: z.number().int().min(0),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminSupportMessage' });
export type AdminSupportMessage = z.infer<typeof adminSupportMessageSchema>;

/** One message with every reply sent, oldest first (`GET /api/admin/support/{id}`). */
export const adminSupportThreadSchema = adminSupportMessageSchema
  .extend({ replies: z.array(supportReplySchema) })
  .meta({ id: 'AdminSupportThread' });
export type AdminSupportThread = z.infer<typeof adminSupportThreadSchema>;

/** `POST /api/admin/support/{id}/replies`: emailed to the sender; the message becomes answered. */
export const supportReplyBodySchema = z
  .strictObject({
    body: plainTextSchema({ error: supportReplyFieldMessages.bodyRequired })
      .trim()
      .min(1, supportReplyFieldMessages.bodyRequired)
      .max(SUPPORT_REPLY_MAX_LENGTH, supportReplyFieldMessages.bodyTooLong),
  })
  .meta({ id: 'SupportReplyBody' });
export type SupportReplyBody = z.infer<typeof supportReplyBodySchema>;

/** `PATCH /api/admin/support/{id}`. */
export const supportStatusBodySchema = z
  .strictObject({ status: supportMessageStatusSchema })
  .meta({ id: 'SupportStatusBody' });
export type SupportStatusBody = z.infer<typeof supportStatusBodySchema>;
