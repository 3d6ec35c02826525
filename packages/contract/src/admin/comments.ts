import { z } from 'zod';
import { paginationQuerySchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';

/**
 * Comment moderation (`/api/admin/comments`, `/api/admin/users/{id}/comment-block`): the reported
 * and recent comments, hiding and restoring one, and barring a user from commenting. A hidden
 * comment and its replies vanish from every public list and count but stay in the database.
 */

/** Persian sentences for each field rule; the console shows them under the field. */
export const commentModerationFieldMessages = {
  reasonRequired: 'دلیل را بنویسید.',
  reasonTooLong: 'دلیل نباید بیش از ۵۰۰ نویسه باشد.',
} as const;

export const MODERATION_REASON_MAX_LENGTH = 500;

/** `reported`: comments with reports not yet dealt with, most reported first; `recent`: every
 * comment newest first; `hidden`: those an operator hid, most recently hidden first. */
export const adminCommentFilters = ['reported', 'recent', 'hidden'] as const;
export const adminCommentFilterSchema = z.enum(adminCommentFilters);
export type AdminCommentFilter = z.infer<typeof adminCommentFilterSchema>;

export const adminCommentsQuerySchema = paginationQuerySchema.extend({
  filter: adminCommentFilterSchema.default('reported'),
});
export type AdminCommentsQuery = z.infer<typeof adminCommentsQuerySchema>;

export const commentReportEntrySchema = z
  .object({
    reason: z.string().nullable(),
    reporter: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CommentReportEntry' });
export type CommentReportEntry = z.infer<typeof commentReportEntrySchema>;

export const adminCommentSchema = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    /** The author's words (empty once the author deleted it). */
    body: z.string(),
    spoiler: z.boolean(),
    deleted: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
    author: z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      /** Barred from commenting right now. */
      commentBlocked: z.boolean(),
    }),
    title: z.object({ id: z.number().int(), name: z.string(), path: z.string() }),
    hidden: z.boolean(),
    hiddenAt: z.iso.datetime({ offset: true }).nullable(),
    hiddenBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** Reports not yet dealt with (hiding the comment or dismissing them resolves them). */
    openReports: z.number().int().min(0),
    /** Every report, open or resolved, newest first (at most 20). */
    reports: z.array(commentReportEntrySchema),
  })
  .meta({ id: 'AdminComment' });
export type AdminComment = z.infer<typeof adminCommentSchema>;

const reasonSchema = plainTextSchema({ error: commentModerationFieldMessages.reasonRequired })
  .trim()
  .min(1, commentModerationFieldMessages.reasonRequired)
  .max(MODERATION_REASON_MAX_LENGTH, commentModerationFieldMessages.reasonTooLong);

/** `POST /api/admin/users/{id}/comment-block`: the reason is kept with the block. */
export const commentBlockBodySchema = z
  .strictObject({ reason: reasonSchema })
  .meta({ id: 'CommentBlockBody' });
export type CommentBlockBody = z.infer<typeof commentBlockBodySchema>;

export const commentBlockSchema = z
  .object({
    userId: z.number().int(),
    reason: z.string(),
    blockedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'CommentBlock' });
export type CommentBlock = z.infer<typeof commentBlockSchema>;
