import type { Comment } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findCommentedTitle, findMostLiked } from './comments-db.ts';
import { presentComment } from './present-comment.ts';

const TOP_COMMENTS = 5;

/** A title's most liked comments (only liked ones, so a new title's list is honestly empty). */
export async function listTopComments(
  db: Database,
  titleId: number,
  viewerProfileId: number | null,
): Promise<Comment[]> {
  if (!(await findCommentedTitle(db, titleId))) throw notFound(messages.titleNotFound);
  const records = await findMostLiked(db, titleId, viewerProfileId, TOP_COMMENTS);
  return records.map((record) => presentComment(record, viewerProfileId));
}
