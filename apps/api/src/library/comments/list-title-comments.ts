import type { CommentsPage } from '@pardeh/contract';
import type { Viewer } from '../../accounts/session-cache.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findCommentedTitle, findReplies, findTopLevelPage, isCommentingBlocked } from './comments-db.ts';
import { presentThread } from './present-comment.ts';

/**
 * A page of a title's comments, newest first, each with its replies oldest first (hidden ones left
 * out), and whether the viewer may write one (signed in, not on a kids' profile, and not barred
 * from commenting).
 */
export async function listTitleComments(
  db: Database,
  titleId: number,
  viewer: Viewer | null,
  page: number,
  perPage: number,
): Promise<CommentsPage> {
  const viewerProfileId = viewer?.profile.id ?? null;
  if (!(await findCommentedTitle(db, titleId))) throw notFound(messages.titleNotFound);
  const { records, total } = await findTopLevelPage(db, titleId, viewerProfileId, page, perPage);
  const replies = await findReplies(
    db,
    records.map((record) => record.id),
    viewerProfileId,
  );
  return {
    data: records.map((record) =>
      presentThread(
        record,
        replies.filter((reply) => reply.parentId === record.id),
        viewerProfileId,
      ),
    ),
    meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
    canComment:
      viewer !== null && viewer.profile.kind !== 'kids' && !(await isCommentingBlocked(db, viewer.userId)),
  };
}
