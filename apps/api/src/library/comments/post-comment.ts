import type { Comment, commentBodySchema } from '@pardeh/contract';
import type { z } from 'zod';
import type { ActiveProfile } from '../../accounts/authenticate-session.ts';
import { titlePath } from '../../catalog/presenters/title-presenter.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { notifyProfile } from '../notifications/notify-users.ts';
import {
  type CommentRow,
  findCommentedTitle,
  findCommentRecord,
  insertComment,
  isCommentingBlocked,
  lockComment,
} from './comments-db.ts';
import { presentComment } from './present-comment.ts';

type NewComment = z.output<typeof commentBodySchema>;

const refuseParent = (message: string) =>
  new HttpError(422, messages.validationFailed, { parentId: [message] });

/** The comment a reply answers: a live, visible top-level comment of the same title (one level of replies). */
async function parentFor(tx: Database, parentId: number, titleId: number): Promise<CommentRow> {
  const parent = await lockComment(tx, parentId);
  if (!parent || parent.deletedAt || parent.hiddenAt) throw notFound(messages.comments.parentNotFound);
  if (parent.titleId !== titleId) throw refuseParent(messages.comments.parentOfAnotherTitle);
  if (parent.parentId !== null) throw refuseParent(messages.comments.parentIsReply);
  return parent;
}

/**
 * Stores a comment or a reply of the author's active profile as plain text (never escaped here:
 * clients render it as text) and, for a reply to another profile, notifies that profile in the same
 * transaction. A kids' profile, and a user an operator barred from commenting, get a 403.
 */
export async function postComment(
  db: Database,
  author: UserRow,
  profile: ActiveProfile,
  input: NewComment,
): Promise<Comment> {
  if (profile.kind === 'kids') throw new HttpError(403, messages.comments.kidsCannotComment);
  if (await isCommentingBlocked(db, author.id)) throw new HttpError(403, messages.comments.commentingBlocked);
  const id = await db.transaction(async (tx) => {
    const title = await findCommentedTitle(tx, input.titleId);
    if (!title) throw notFound(messages.titleNotFound);
    const parent = input.parentId === undefined ? null : await parentFor(tx, input.parentId, title.id);
    const row = await insertComment(tx, {
      titleId: title.id,
      userId: author.id,
      profileId: profile.id,
      parentId: parent?.id ?? null,
      body: input.body,
      spoiler: input.spoiler,
    });
    if (parent?.profileId && parent.profileId !== profile.id) {
      await notifyProfile(
        tx,
        { userId: parent.userId, profileId: parent.profileId },
        {
          type: 'comment-reply',
          text: messages.comments.replyNotification(profile.name, title.titleFa ?? title.titleEn),
          link: `${titlePath(title.id, title.slug)}#comment-${row.id}`,
        },
      );
    }
    return row.id;
  });
  const record = await findCommentRecord(db, id, profile.id);
  if (!record) throw notFound(messages.comments.commentNotFound);
  return presentComment(record, profile.id);
}
