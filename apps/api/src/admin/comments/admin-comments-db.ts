import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { commentBlocks, commentReports, comments, titles, users } from '../../db/schema/index.ts';

/** The operator's queries of comments, reports and comment blocks. */

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

export async function findUserName(db: Database, userId: number) {
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
  return row;
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
