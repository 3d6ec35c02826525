import type { LikeBody, LikeState } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findCommentedTitle, liveCommentExists } from '../comments/comments-db.ts';
import {
  countCommentLikes,
  countTitleLikes,
  type LikeCounts,
  removeCommentLike,
  removeTitleLike,
  upsertCommentLike,
  upsertTitleLike,
} from './likes-db.ts';

interface LikeTarget {
  exists(db: Database, id: number): Promise<boolean>;
  upsert(db: Database, profileId: number, id: number, value: 1 | -1): Promise<void>;
  remove(db: Database, profileId: number, id: number): Promise<void>;
  count(db: Database, id: number): Promise<LikeCounts>;
  notFoundMessage: string;
}

const targets: Record<LikeBody['type'], LikeTarget> = {
  title: {
    exists: async (db, id) => (await findCommentedTitle(db, id)) !== null,
    upsert: upsertTitleLike,
    remove: removeTitleLike,
    count: countTitleLikes,
    notFoundMessage: messages.titleNotFound,
  },
  comment: {
    exists: liveCommentExists,
    upsert: upsertCommentLike,
    remove: removeCommentLike,
    count: countCommentLikes,
    notFoundMessage: messages.comments.commentNotFound,
  },
};

/** A foreign-key violation: the target went between the check and the write. */
const isForeignKeyViolation = (error: unknown): boolean => {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Sets the profile's like (1), dislike (-1) or neither (0) of a title or a live comment, and answers
 * the exact counts after the change. Idempotent: the same call twice leaves the same state.
 */
export async function setLike(
  db: Database,
  profileId: number,
  id: number,
  { type, value }: LikeBody,
): Promise<LikeState> {
  const target = targets[type];
  if (!(await target.exists(db, id))) throw notFound(target.notFoundMessage);
  try {
    if (value === 0) await target.remove(db, profileId, id);
    else await target.upsert(db, profileId, id, value);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(target.notFoundMessage);
    throw error;
  }
  return { ...(await target.count(db, id)), like: value };
}
