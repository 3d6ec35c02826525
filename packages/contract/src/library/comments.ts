import { z } from 'zod';
import { paginationMetaSchema, rowIdSchema } from '../common.ts';
import { plainTextSchema } from '../plain-text.ts';
import { likeValueSchema } from './likes.ts';

/**
 * Comments on a title: `POST /api/user/comment` writes one, `GET /api/titles/{id}/comments` lists
 * them (top-level newest first, replies nested oldest first), `GET /api/titles/{id}/topcomments`
 * the most liked. One level of replies. Bodies are plain text: clients render them as text.
 */

export const COMMENT_MAX_LENGTH = 2000;

/** Persian sentences for each field rule; the web form shows them under the field. */
export const commentFieldMessages = {
  bodyRequired: 'متن نظر را بنویسید.',
  bodyTooLong: 'نظر نباید بیش از ۲٬۰۰۰ نویسه باشد.',
} as const;

const commentTextSchema = plainTextSchema({ error: commentFieldMessages.bodyRequired })
  .trim()
  .min(1, { error: commentFieldMessages.bodyRequired, abort: true })
  .max(COMMENT_MAX_LENGTH, commentFieldMessages.bodyTooLong);

export const commentBodySchema = z
  .strictObject({
    titleId: rowIdSchema,
    body: commentTextSchema,
    spoiler: z.boolean().default(false),
    /** Answers this top-level comment of the same title; replies to replies are refused. */
    parentId: rowIdSchema.optional(),
  })
  .meta({ id: 'CommentBody' });
export type CommentBody = z.input<typeof commentBodySchema>;

export const commentAuthorSchema = z
  .strictObject({ id: z.number().int(), name: z.string() })
  .meta({ id: 'CommentAuthor' });

/** One comment as listed; a deleted one (kept because it has replies) has no body nor author. */
export const commentSchema = z
  .strictObject({
    id: z.number().int(),
    titleId: z.number().int(),
    parentId: z.number().int().nullable(),
    author: commentAuthorSchema.nullable(),
    body: z.string().nullable(),
    deleted: z.boolean(),
    spoiler: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
    likes: z.number().int().min(0),
    dislikes: z.number().int().min(0),
    /** The caller's own like of it; 0 when signed out. */
    like: likeValueSchema,
    /** Written by the caller (who may delete it). */
    isOwn: z.boolean(),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof commentSchema>;

/** A top-level comment with its replies, oldest first. */
export const commentThreadSchema = commentSchema
  .extend({ replies: z.array(commentSchema) })
  .meta({ id: 'CommentThread' });
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const COMMENT_REPORT_REASON_MAX_LENGTH = 500;

export const commentReportFieldMessages = {
  reasonTooLong: 'دلیل گزارش نباید بیش از ۵۰۰ نویسه باشد.',
} as const;

/** `POST /api/comments/{id}/report`: a signed-in user flags another user's comment, once. */
export const commentReportBodySchema = z
  .strictObject({
    /** What is wrong with it, in the reporter's words; optional. */
    reason: plainTextSchema()
      .trim()
      .max(COMMENT_REPORT_REASON_MAX_LENGTH, commentReportFieldMessages.reasonTooLong)
      .optional(),
  })
  .meta({ id: 'CommentReportBody' });
export type CommentReportBody = z.input<typeof commentReportBodySchema>;

export const commentReportSchema = z
  .strictObject({ commentId: z.number().int(), createdAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'CommentReport' });
export type CommentReport = z.infer<typeof commentReportSchema>;

/**
 * `GET /api/titles/{id}/comments` answers a page of threads and, for the caller, whether they may
 * write: false for visitors and for users an operator barred from commenting.
 */
export const commentsPageSchema = z
  .object({
    data: z.array(commentThreadSchema),
    meta: paginationMetaSchema,
    canComment: z.boolean(),
  })
  .meta({ id: 'CommentsPage' });
export type CommentsPage = z.infer<typeof commentsPageSchema>;
