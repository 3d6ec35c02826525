import type { CommentReport, commentReportBodySchema } from '@pardeh/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { insertCommentReport, lockComment } from './comments-db.ts';

type ReportInput = z.output<typeof commentReportBodySchema>;

/**
 * Flags another user's visible comment for the operators, once per user: a second report answers
 * 409, one's own comment 422, and an unknown, deleted or hidden comment 404.
 */
export async function reportComment(
  db: Database,
  reporterId: number,
  commentId: number,
  input: ReportInput,
): Promise<CommentReport> {
  const report = await db.transaction(async (tx) => {
    const comment = await lockComment(tx, commentId);
    if (!comment || comment.deletedAt || comment.hiddenAt) throw notFound(messages.comments.commentNotFound);
    if (comment.userId === reporterId) throw new HttpError(422, messages.comments.ownCommentReport);
    return insertCommentReport(tx, { commentId, userId: reporterId, reason: input.reason || null });
  });
  if (!report) throw new HttpError(409, messages.comments.alreadyReported);
  return { commentId: report.commentId, createdAt: report.createdAt.toISOString() };
}
