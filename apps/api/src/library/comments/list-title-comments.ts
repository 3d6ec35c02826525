import type { CommentsPage } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findCommentedTitle, findReplies, findTopLevelPage, isCommentingBlocked } from './comments-db.ts';
import { presentThread } from './present-comment.ts';

/**
 * A page of a title's comments, newest first, each with its replies oldest first (hidden ones left
 * out), and whether the viewer may write one (signed in and not barred from commenting).
 */
export async function listTitleComments(
  db: Database,
  titleId: number,
  viewerId: number | null,
  page: number,
  perPage: number,
): Promise<CommentsPage> {
  if (!(await findCommentedTitle(db, titleId))) throw notFound(messages.titleNotFound);
  const { records, total } = await findTopLevelPage(db, titleId, viewerId, page, perPage);
  const replies = await findReplies(
    db,
    records.map((record) => record.id),
    viewerId,
  );
  return {
    data: records.map((record) =>
      presentThread(
        record,
        replies.filter((reply) => reply.parentId === record.id),
        viewerId,
      ),
    ),
    meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
    canComment: viewerId !== null && !(await isCommentingBlocked(db, viewerId)),
  };
}
