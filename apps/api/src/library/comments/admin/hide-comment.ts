import type { Database } from '../../../db/client.ts';
import { resolveOpenReports, setCommentHidden } from '../comments-db.ts';
import { moderateComment } from './moderate-comment.ts';

/**
 * Hides a comment (and so its replies) from every public list and count; it stays in the database
 * for a restore. Its open reports are resolved, so the reported queue empties.
 */
export const hideComment = (db: Database, operatorId: number, commentId: number) =>
  moderateComment(db, operatorId, commentId, 'hide-comment', async (tx, comment) => {
    if (comment.hiddenAt) return null;
    await setCommentHidden(tx, comment.id, { at: new Date(), by: operatorId });
    const resolvedReports = await resolveOpenReports(tx, comment.id);
    return { before: { hidden: false }, after: { hidden: true, resolvedReports } };
  });
