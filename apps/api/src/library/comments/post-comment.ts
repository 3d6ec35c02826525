import type { Comment, commentBodySchema } from '@pardeh/contract';
import type { z } from 'zod';
import { titlePath } from '../../catalog/presenters/title-presenter.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { ViewerProfile } from '../../http/viewer-profile.ts';
import { messages } from '../../messages.ts';
import { notifyUsers } from '../notifications/notify-users.ts';
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
 * Stores a comment or a reply as plain text (never escaped here: clients render it as text) and,
 * for a reply to someone else, notifies the parent's author in the same transaction. A user an
 * operator barred from commenting gets a 403, and so does a kids' profile (`profileKind`).
 */
export async function postComment(
  db: Database,
  author: UserRow,
  input: NewComment,
  profileKind: ViewerProfile['kind'] | undefined,
): Promise<Comment> {
  if (profileKind === 'kids') throw new HttpError(403, messages.comments.kidsProfile);
  if (await isCommentingBlocked(db, author.id)) throw new HttpError(403, messages.comments.commentingBlocked);
  const id = await db.transaction(async (tx) => {
    const title = await findCommentedTitle(tx, input.titleId);
    if (!title) throw notFound(messages.titleNotFound);
    const parent = input.parentId === undefined ? null : await parentFor(tx, input.parentId, title.id);
    const row = await insertComment(tx, {
      titleId: title.id,
      userId: author.id,
      parentId: parent?.id ?? null,
      body: input.body,
      spoiler: input.spoiler,
    });
    if (parent && parent.userId !== author.id) {
      await notifyUsers(tx, [parent.userId], {
        type: 'comment-reply',
        text: messages.comments.replyNotification(author.name, title.titleFa ?? title.titleEn),
        link: `${titlePath(title.id, title.slug)}#comment-${row.id}`,
      });
    }
    return row.id;
  });
  const record = await findCommentRecord(db, id, author.id);
  if (!record) throw notFound(messages.comments.commentNotFound);
  return presentComment(record, author.id);
}
