import type { AdminComment } from '@pardeh/contract';
import { recordAudit } from '../../../admin/audit/record-audit.ts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { lockCommentForModeration } from '../comments-db.ts';
import { getAdminComment } from './list-admin-comments.ts';

type LockedComment = NonNullable<Awaited<ReturnType<typeof lockCommentForModeration>>>;

/** What one moderation step changed, for the audit log; null when it changed nothing. */
export interface ModerationChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Applies one moderation step to a comment under its row lock, recording the audit entry in the
 * same transaction when something changed. Repeating a step (hiding a hidden comment) changes
 * nothing and records nothing, so two operators clicking at once leave one entry.
 */
export async function moderateComment(
  db: Database,
  operatorId: number,
  commentId: number,
  action: 'hide-comment' | 'restore-comment' | 'dismiss-comment-reports',
  step: (tx: Database, comment: LockedComment) => Promise<ModerationChange | null>,
): Promise<AdminComment> {
  await db.transaction(async (tx) => {
    const comment = await lockCommentForModeration(tx, commentId);
    if (!comment) throw notFound(messages.comments.commentNotFound);
    const change = await step(tx, comment);
    if (change) {
      await recordAudit(tx, {
        actorId: operatorId,
        action,
        targetType: 'comment',
        targetId: commentId,
        ...change,
      });
    }
  });
  return getAdminComment(db, commentId);
}
