import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  commentBlocks,
  commentLikes,
  commentReports,
  comments,
  profiles,
  titles,
  users,
} from '../../db/schema/index.ts';

/**
 * Every query of comments, their reports and comment blocks: the one writer of `comments`,
 * `comment_reports` and `comment_blocks` (comment likes are library/likes'). Readers' use cases and
 * the operator's (./admin/) call these; other domains call those use cases.
 */

/** Not hidden by an operator: what public lists, counts, likes and replies may touch. */
const notHidden = isNull(comments.hiddenAt);

export type CommentRow = typeof comments.$inferSelect;

/**
 * A comment with what its listing shows: the author's name (the profile's that wrote it, the
 * account's once that profile is gone), like counts and the viewing profile's like.
 */
export interface CommentRecord {
  id: number;
  titleId: number;
  parentId: number | null;
  userId: number;
  profileId: number | null;
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

const recordColumns = (viewerProfileId: number | null) => ({
  id: comments.id,
  titleId: comments.titleId,
  parentId: comments.parentId,
  userId: comments.userId,
  profileId: comments.profileId,
  authorName: sql<string>`coalesce(${profiles.name}, ${users.name})`,
  body: comments.body,
  spoiler: comments.spoiler,
  deletedAt: comments.deletedAt,
  createdAt: comments.createdAt,
  likes: likesCount,
  dislikes: likesOf(-1),
  viewerLike:
    viewerProfileId === null
      ? sql<number>`0`.mapWith(Number)
      : sql<number>`coalesce((SELECT ${commentLikes.value} FROM ${commentLikes} WHERE ${commentLikes.commentId} = ${comments.id} AND ${commentLikes.profileId} = ${viewerProfileId}), 0)::int`.mapWith(
          Number,
        ),
});

const selectRecords = (db: Database, viewerProfileId: number | null, where: SQL | undefined) =>
  db
    .select(recordColumns(viewerProfileId))
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(profiles, eq(profiles.id, comments.profileId))
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
  values: {
    titleId: number;
    userId: number;
    profileId: number;
    parentId: number | null;
    body: string;
    spoiler: boolean;
  },
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
  viewerProfileId: number | null,
): Promise<CommentRecord | null> {
  const [record] = await selectRecords(db, viewerProfileId, eq(comments.id, id));
  return record ?? null;
}

/** One page of a title's top-level comments, newest first, with how many there are in all. */
export async function findTopLevelPage(
  db: Database,
  titleId: number,
  viewerProfileId: number | null,
  page: number,
  perPage: number,
): Promise<{ records: CommentRecord[]; total: number }> {
  const topLevel = and(eq(comments.titleId, titleId), isNull(comments.parentId), notHidden);
  const [records, [totals]] = await Promise.all([
    selectRecords(db, viewerProfileId, topLevel)
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
  viewerProfileId: number | null,
): Promise<CommentRecord[]> {
  if (parentIds.length === 0) return [];
  return selectRecords(db, viewerProfileId, and(inArray(comments.parentId, parentIds), notHidden)).orderBy(
    asc(comments.createdAt),
    asc(comments.id),
  );
}

/** A title's most liked top-level comments (at least one like), newest first among equals. */
export function findMostLiked(
  db: Database,
  titleId: number,
  viewerProfileId: number | null,
  limit: number,
): Promise<CommentRecord[]> {
  return selectRecords(
    db,
    viewerProfileId,
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

// The operator's moderation: lists with reports, hiding, resolving reports, comment blocks.

export const MAX_LISTED_REPORTS = 20;

const hider = alias(users, 'hider');

// The outer table is named in full: Drizzle leaves columns unqualified in a query without joins.
const openReports =
  sql<number>`(SELECT count(*)::int FROM ${commentReports} WHERE ${commentReports.commentId} = ${comments}.id AND ${commentReports.resolvedAt} IS NULL)`.mapWith(
    Number,
  );

const commentBlocked =
  sql<boolean>`EXISTS (SELECT 1 FROM ${commentBlocks} WHERE ${commentBlocks.userId} = ${comments}.user_id)`.mapWith(
    Boolean,
  );

const selectRows = (db: Database) =>
  db
    .select({
      comment: comments,
      author: { id: users.id, name: users.name, email: users.email },
      commentBlocked,
      title: { id: titles.id, slug: titles.slug, titleFa: titles.titleFa, titleEn: titles.titleEn },
      hiddenBy: { id: hider.id, name: hider.name },
      openReports,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(titles, eq(titles.id, comments.titleId))
    .leftJoin(hider, eq(hider.id, comments.hiddenBy));

/** reported: open reports, most first; recent: live comments, newest first; hidden: latest hidden first. */
const filters: Record<'reported' | 'recent' | 'hidden', { where: SQL | undefined; order: SQL[] }> = {
  reported: {
    where: and(isNull(comments.deletedAt), sql`${openReports} > 0`),
    order: [desc(openReports), desc(comments.id)],
  },
  recent: { where: isNull(comments.deletedAt), order: [desc(comments.createdAt), desc(comments.id)] },
  hidden: { where: isNotNull(comments.hiddenAt), order: [desc(comments.hiddenAt), desc(comments.id)] },
};

export async function listAdminCommentRows(
  db: Database,
  filter: keyof typeof filters,
  page: number,
  perPage: number,
) {
  const { where, order } = filters[filter];
  const [rows, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(comments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findAdminCommentRow(db: Database, id: number) {
  const [row] = await selectRows(db).where(eq(comments.id, id));
  return row;
}
export type AdminCommentRow = NonNullable<Awaited<ReturnType<typeof findAdminCommentRow>>>;

export interface ReportEntryRow {
  commentId: number;
  reason: string | null;
  createdAt: Date;
  reporterId: number | null;
  reporterName: string | null;
}

/** The newest reports of each comment (at most MAX_LISTED_REPORTS each), newest first. */
export async function findReportEntries(db: Database, commentIds: number[]): Promise<ReportEntryRow[]> {
  if (commentIds.length === 0) return [];
  const ranked = db
    .select({
      commentId: commentReports.commentId,
      reason: commentReports.reason,
      createdAt: commentReports.createdAt,
      reporterId: commentReports.userId,
      rank: sql<number>`row_number() OVER (PARTITION BY ${commentReports.commentId} ORDER BY ${commentReports.createdAt} DESC, ${commentReports.id} DESC)`.as(
        'rank',
      ),
    })
    .from(commentReports)
    .where(inArray(commentReports.commentId, commentIds))
    .as('ranked');
  return db
    .select({
      commentId: ranked.commentId,
      reason: ranked.reason,
      createdAt: ranked.createdAt,
      reporterId: users.id,
      reporterName: users.name,
    })
    .from(ranked)
    .leftJoin(users, eq(users.id, ranked.reporterId))
    .where(lte(ranked.rank, MAX_LISTED_REPORTS))
    .orderBy(asc(ranked.commentId), asc(ranked.rank));
}

/** The comment locked for a moderation change, so two operators' changes apply one after the other. */
export async function lockCommentForModeration(tx: Database, id: number) {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  return row;
}

export async function setCommentHidden(tx: Database, id: number, hidden: { at: Date; by: number } | null) {
  await tx
    .update(comments)
    .set({ hiddenAt: hidden?.at ?? null, hiddenBy: hidden?.by ?? null })
    .where(eq(comments.id, id));
}

/** Marks the comment's open reports dealt with; answers how many there were. */
export async function resolveOpenReports(tx: Database, commentId: number): Promise<number> {
  const resolved = await tx
    .update(commentReports)
    .set({ resolvedAt: new Date() })
    .where(and(eq(commentReports.commentId, commentId), isNull(commentReports.resolvedAt)))
    .returning({ id: commentReports.id });
  return resolved.length;
}

const blocker = alias(users, 'blocker');

export async function findCommentBlock(db: Database, userId: number) {
  const [row] = await db
    .select({ block: commentBlocks, blockedBy: { id: blocker.id, name: blocker.name } })
    .from(commentBlocks)
    .leftJoin(blocker, eq(blocker.id, commentBlocks.blockedBy))
    .where(eq(commentBlocks.userId, userId));
  return row;
}
export type CommentBlockView = NonNullable<Awaited<ReturnType<typeof findCommentBlock>>>;

/** Adds the block; false when the user was blocked already. */
export async function insertCommentBlock(
  tx: Database,
  values: { userId: number; blockedBy: number; reason: string },
): Promise<boolean> {
  const rows = await tx
    .insert(commentBlocks)
    .values(values)
    .onConflictDoNothing({ target: commentBlocks.userId })
    .returning({ userId: commentBlocks.userId });
  return rows.length > 0;
}

/** Lifts the block; the removed row, or undefined when there was none. */
export async function deleteCommentBlock(tx: Database, userId: number) {
  const [row] = await tx.delete(commentBlocks).where(eq(commentBlocks.userId, userId)).returning();
  return row;
}

/** Comments in the moderation queue (the dashboard): not deleted, with reports nobody resolved. */
export async function countReportedComments(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(commentReports.commentId) })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .where(and(isNull(commentReports.resolvedAt), isNull(comments.deletedAt)));
  return row?.value ?? 0;
}
