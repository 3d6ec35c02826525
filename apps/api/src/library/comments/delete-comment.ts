import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import {
  hasReplies,
  lockComment,
  markCommentDeleted,
  removeComment,
  removeIfDeletedWithoutReplies,
} from './comments-db.ts';

/**
 * Deletes the profile's own comment. One with replies stays in its thread as "deleted" so the replies
 * still read; otherwise it goes, and a deleted parent left without replies goes with it. Another
 * profile's comment answers 404, as an unknown one does.
 */
export async function deleteComment(db: Database, profileId: number, commentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const comment = await lockComment(tx, commentId);
    if (!comment || comment.profileId !== profileId || comment.deletedAt) {
      throw notFound(messages.comments.commentNotFound);
    }
    if (await hasReplies(tx, comment.id)) {
      await markCommentDeleted(tx, comment.id);
      return;
    }
    await removeComment(tx, comment.id);
    if (comment.parentId !== null) await removeIfDeletedWithoutReplies(tx, comment.parentId);
  });
}
