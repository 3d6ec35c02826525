import type { CommentBlock, CommentBlockBody } from '@pardeh/contract';
import { findUserById } from '../../../accounts/find-user.ts';
import { recordAudit } from '../../../admin/audit/record-audit.ts';
import type { Database } from '../../../db/client.ts';
import { HttpError, notFound } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { findCommentBlock, insertCommentBlock } from '../comments-db.ts';
import { presentCommentBlock } from './present-admin-comment.ts';

/**
 * Bars a user from writing comments (their existing comments stay; hide those one by one). A user
 * barred already answers 409, so the first reason is not silently replaced.
 */
export async function blockCommenter(
  db: Database,
  operatorId: number,
  userId: number,
  body: CommentBlockBody,
): Promise<CommentBlock> {
  await db.transaction(async (tx) => {
    if (!(await findUserById(tx, userId))) throw notFound(messages.adminModeration.userNotFound);
    if (!(await insertCommentBlock(tx, { userId, blockedBy: operatorId, reason: body.reason }))) {
      throw new HttpError(409, messages.adminModeration.alreadyBlocked);
    }
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'block-commenting',
      targetType: 'user',
      targetId: userId,
      before: null,
      after: { reason: body.reason },
    });
  });
  const block = await findCommentBlock(db, userId);
  if (!block) throw notFound(messages.adminModeration.userNotFound);
  return presentCommentBlock(block);
}
