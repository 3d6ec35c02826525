import { and, asc, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  commentBlocks,
  commentLikes,
  commentReports,
  comments,
  titles,
  users,
} from '../../db/schema/index.ts';

/** Every query of comments. Business files call these; nothing else touches the table. */

/** Not hidden by an operator: what public lists, counts, likes and replies may touch. */
const notHidden = isNull(comments.hiddenAt);

export type CommentRow = typeof comments.$inferSelect;

/** A comment with what its listing shows: the author's name, like counts and the viewer's like. */
export interface CommentRecord {
  id: number;
  titleId: number;
  parentId: number | null;
  userId: number;
  authorName: string;
  body: string;
  spoiler: boolean;
  deletedAt: Date | null;
  createdAt: Date;
  likes: number;
  dislikes: number;
  viewerLike: number;
}

const likesOf = (value: 1 | -1) =>
  sql<number>`(SELECT count(*) FROM ${commentLikes} WHERE ${commentLikes.commentId} = ${comments.id} AND ${commentLikes.value} = ${value})::int`.mapWith(
    Number,
  );

const likesCount = likesOf(1);

const recordColumns = (viewerId: number | null) => ({
  id: comments.id,
  titleId: comments.titleId,
  parentId: comments.parentId,
  userId: comments.userId,
  authorName: users.name,
  body: comments.body,
  spoiler: comments.spoiler,
  deletedAt: comments.deletedAt,
  createdAt: comments.createdAt,
  likes: likesCount,
  dislikes: likesOf(-1),
  viewerLike:
    viewerId === null
      ? sql<number>`0`.mapWith(Number)
      : sql<number>`coalesce((SELECT ${commentLikes.value} FROM ${commentLikes} WHERE ${commentLikes.commentId} = ${comments.id} AND ${commentLikes.userId} = ${viewerId}), 0)::int`.mapWith(
          Number,
        ),
});

const selectRecords = (db: Database, viewerId: number | null, where: SQL | undefined) =>
  db
    .select(recordColumns(viewerId))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where);

export interface CommentedTitle {
  id: number;
  slug: string;
  titleEn: string;
  titleFa: string | null;
}

export async function findCommentedTitle(db: Database, titleId: number): Promise<CommentedTitle | null> {
  const [title] = await db
    .select({ id: titles.id, slug: titles.slug, titleEn: titles.titleEn, titleFa: titles.titleFa })
    .from(titles)
    .where(eq(titles.id, titleId));
  return title ?? null;
}

/** The comment, locked until the transaction ends so a reply and a deletion never cross. */
export async function lockComment(tx: Database, id: number): Promise<CommentRow | null> {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  return row ?? null;
}

/** A comment that can still be liked or answered: it exists, was not deleted nor hidden. */
export async function liveCommentExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.id, id), isNull(comments.deletedAt), notHidden));
  return rows.length > 0;
}

export async function insertComment(
  tx: Database,
  values: { titleId: number; userId: number; parentId: number | null; body: string; spoiler: boolean },
): Promise<CommentRow> {
  const [row] = await tx.insert(comments).values(values).returning();
  if (!row) throw new Error('comment insert returned no row');
  return row;
}

export async function hasReplies(tx: Database, id: number): Promise<boolean> {
  const rows = await tx.select({ id: comments.id }).from(comments).where(eq(comments.parentId, id)).limit(1);
  return rows.length > 0;
}

/** Keeps the comment's place in its thread but forgets what it said. */
export async function markCommentDeleted(tx: Database, id: number): Promise<void> {
  await tx.update(comments).set({ deletedAt: new Date(), body: '' }).where(eq(comments.id, id));
}

export async function removeComment(tx: Database, id: number): Promise<void> {
  await tx.delete(comments).where(eq(comments.id, id));
}

/** A deleted comment whose last reply went has nothing left to hold in place. */
export async function removeIfDeletedWithoutReplies(tx: Database, id: number): Promise<void> {
  await tx
    .delete(comments)
    .where(
      and(
        eq(comments.id, id),
        isNotNull(comments.deletedAt),
        sql`NOT EXISTS (SELECT 1 FROM ${comments} AS reply WHERE reply.parent_id = ${id})`,
      ),
    );
}

export async function findCommentRecord(
  db: Database,
  id: number,
  viewerId: number | null,
): Promise<CommentRecord | null> {
  const [record] = await selectRecords(db, viewerId, eq(comments.id, id));
  return record ?? null;
}

/** One page of a title's top-level comments, newest first, with how many there are in all. */
export async function findTopLevelPage(
  db: Database,
  titleId: number,
  viewerId: number | null,
  page: number,
  perPage: number,
): Promise<{ records: CommentRecord[]; total: number }> {
  const topLevel = and(eq(comments.titleId, titleId), isNull(comments.parentId), notHidden);
  const [records, [totals]] = await Promise.all([
    selectRecords(db, viewerId, topLevel)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(comments).where(topLevel),
  ]);
  return { records, total: totals?.total ?? 0 };
}

/** The visible replies of these comments, oldest first. */
export async function findReplies(
  db: Database,
  parentIds: number[],
  viewerId: number | null,
): Promise<CommentRecord[]> {
  if (parentIds.length === 0) return [];
  return selectRecords(db, viewerId, and(inArray(comments.parentId, parentIds), notHidden)).orderBy(
    asc(comments.createdAt),
    asc(comments.id),
  );
}

/** A title's most liked top-level comments (at least one like), newest first among equals. */
export function findMostLiked(
  db: Database,
  titleId: number,
  viewerId: number | null,
  limit: number,
): Promise<CommentRecord[]> {
  return selectRecords(
    db,
    viewerId,
    and(
      eq(comments.titleId, titleId),
      isNull(comments.parentId),
      isNull(comments.deletedAt),
      notHidden,
      sql`${likesCount} > 0`,
    ),
  )
    .orderBy(desc(likesCount), desc(comments.createdAt), desc(comments.id))
    .limit(limit);
}

/** Whether an operator barred the user from commenting. */
export async function isCommentingBlocked(db: Database, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: commentBlocks.userId })
    .from(commentBlocks)
    .where(eq(commentBlocks.userId, userId));
  return rows.length > 0;
}

/** Adds the user's report of a comment; null when they had reported it already. */
export async function insertCommentReport(
  db: Database,
  values: { commentId: number; userId: number; reason: string | null },
): Promise<{ commentId: number; createdAt: Date } | null> {
  const [row] = await db
    .insert(commentReports)
    .values(values)
    .onConflictDoNothing({ target: [commentReports.commentId, commentReports.userId] })
    .returning({ commentId: commentReports.commentId, createdAt: commentReports.createdAt });
  return row ?? null;
}
