import type { Database } from '../../../db/client.ts';
import { resolveOpenReports } from '../comments-db.ts';
import { moderateComment } from './moderate-comment.ts';

/** The operator read the reports and keeps the comment: its open reports leave the queue. */
export const dismissCommentReports = (db: Database, operatorId: number, commentId: number) =>
  moderateComment(db, operatorId, commentId, 'dismiss-comment-reports', async (tx, comment) => {
    const resolved = await resolveOpenReports(tx, comment.id);
    return resolved === 0 ? null : { before: { openReports: resolved }, after: { openReports: 0 } };
  });
