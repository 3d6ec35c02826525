import type { CommentBlock } from '@pardeh/contract';
import { findUserById } from '../../../accounts/find-user.ts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../http/errors.ts';
import { messages } from '../../../messages.ts';
import { findCommentBlock } from '../comments-db.ts';
import { presentCommentBlock } from './present-admin-comment.ts';

/** The user's bar from commenting, or null when they may comment. */
export async function getCommentBlock(db: Database, userId: number): Promise<CommentBlock | null> {
  if (!(await findUserById(db, userId))) throw notFound(messages.adminModeration.userNotFound);
  const block = await findCommentBlock(db, userId);
  return block ? presentCommentBlock(block) : null;
}
