import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { commentLikes, titleLikes } from '../../db/schema/index.ts';

/**
 * Every query of likes (of titles and of comments). A like is a row keyed by (profile, target):
 * setting one is an upsert on that key and taking it back a delete, so repeating a call changes
 * nothing and many profiles at once never lose each other's rows. Counts are read afterwards.
 */

export interface LikeCounts {
  likes: number;
  dislikes: number;
}

const countsOf = (value: typeof titleLikes.value | typeof commentLikes.value) => ({
  likes: sql<number>`count(*) FILTER (WHERE ${value} = 1)::int`.mapWith(Number),
  dislikes: sql<number>`count(*) FILTER (WHERE ${value} = -1)::int`.mapWith(Number),
});

export async function upsertTitleLike(db: Database, profileId: number, titleId: number, value: 1 | -1) {
  await db
    .insert(titleLikes)
    .values({ profileId, titleId, value })
    .onConflictDoUpdate({
      target: [titleLikes.profileId, titleLikes.titleId],
      set: { value, updatedAt: sql`now()` },
    });
}

export async function removeTitleLike(db: Database, profileId: number, titleId: number) {
  await db
    .delete(titleLikes)
    .where(and(eq(titleLikes.profileId, profileId), eq(titleLikes.titleId, titleId)));
}

export async function countTitleLikes(db: Database, titleId: number): Promise<LikeCounts> {
  const [counts] = await db
    .select(countsOf(titleLikes.value))
    .from(titleLikes)
    .where(eq(titleLikes.titleId, titleId));
  return counts ?? { likes: 0, dislikes: 0 };
}

export async function upsertCommentLike(db: Database, profileId: number, commentId: number, value: 1 | -1) {
  await db
    .insert(commentLikes)
    .values({ profileId, commentId, value })
    .onConflictDoUpdate({
      target: [commentLikes.profileId, commentLikes.commentId],
      set: { value, updatedAt: sql`now()` },
    });
}

export async function removeCommentLike(db: Database, profileId: number, commentId: number) {
  await db
    .delete(commentLikes)
    .where(and(eq(commentLikes.profileId, profileId), eq(commentLikes.commentId, commentId)));
}

export async function countCommentLikes(db: Database, commentId: number): Promise<LikeCounts> {
  const [counts] = await db
    .select(countsOf(commentLikes.value))
    .from(commentLikes)
    .where(eq(commentLikes.commentId, commentId));
  return counts ?? { likes: 0, dislikes: 0 };
}
