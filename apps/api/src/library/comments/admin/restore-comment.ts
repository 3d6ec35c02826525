import type { Database } from '../../../db/client.ts';
import { setCommentHidden } from '../comments-db.ts';
import { moderateComment } from './moderate-comment.ts';

/** Brings a hidden comment and its replies back to the public lists. */
export const restoreComment = (db: Database, operatorId: number, commentId: number) =>
  moderateComment(db, operatorId, commentId, 'restore-comment', async (tx, comment) => {
    if (!comment.hiddenAt) return null;
    await setCommentHidden(tx, comment.id, null);
    return { before: { hidden: true }, after: { hidden: false } };
  });
