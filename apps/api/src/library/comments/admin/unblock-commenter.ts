import { findUserById } from '../../../accounts/find-user.ts';
import { recordAudit } from '../../../admin/audit/record-audit.ts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { deleteCommentBlock } from '../comments-db.ts';

/** Lets the user comment again; lifting a bar that is not there changes and records nothing. */
export async function unblockCommenter(db: Database, operatorId: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await findUserById(tx, userId))) throw notFound(messages.adminModeration.userNotFound);
    const removed = await deleteCommentBlock(tx, userId);
    if (!removed) return;
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'unblock-commenting',
      targetType: 'user',
      targetId: userId,
      before: { reason: removed.reason },
      after: null,
    });
  });
}
