import { and, count, desc, eq, like, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SearchMissRow, searchMisses } from '../../db/schema/index.ts';

/**
 * Adds each text's misses: new rows, or their counts raised in the same statement
 * (`count = count + excluded.count`), so misses written together from several processes all count.
 * Sorted, so two processes' overlapping batches lock their rows in one order and cannot deadlock.
 */
export async function upsertSearchMisses(db: Database, misses: Map<string, number>): Promise<void> {
  const rows = [...misses]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([queryText, count]) => ({ queryText, count }));
  if (rows.length === 0) return;
  await db
    .insert(searchMisses)
    .values(rows)
    .onConflictDoUpdate({
      target: searchMisses.queryText,
      set: { count: sql`${searchMisses.count} + excluded.count`, lastSeenAt: sql`now()` },
    });
}

export type SearchMissOrder = 'count' | 'last-seen';

export interface SearchMissFilter {
  /** A LIKE pattern over the normalised text (escaped by the caller). */
  textPattern?: string;
  order: SearchMissOrder;
  page: number;
  perPage: number;
}

export async function listSearchMissRows(
  db: Database,
  filter: SearchMissFilter,
): Promise<{ rows: SearchMissRow[]; total: number }> {
  const where = filter.textPattern ? like(searchMisses.queryText, filter.textPattern) : undefined;
  const order =
    filter.order === 'count'
      ? [desc(searchMisses.count), desc(searchMisses.lastSeenAt), desc(searchMisses.id)]
      : [desc(searchMisses.lastSeenAt), desc(searchMisses.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(searchMisses)
      .where(where)
      .orderBy(...order)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ total: count() }).from(searchMisses).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Deletes a miss; the row as it was, or undefined when there was none. */
export async function deleteSearchMissRow(db: Database, id: number): Promise<SearchMissRow | undefined> {
  const [row] = await db.delete(searchMisses).where(eq(searchMisses.id, id)).returning();
  return row;
}

/** Deletes the misses searched once and not since `onceBefore`, and those not since `anyBefore`. */
export async function deleteStaleSearchMisses(
  db: Database,
  onceBefore: Date,
  anyBefore: Date,
): Promise<void> {
  await db
    .delete(searchMisses)
    .where(
      or(
        and(eq(searchMisses.count, 1), lt(searchMisses.lastSeenAt, onceBefore)),
        lt(searchMisses.lastSeenAt, anyBefore),
      ),
    );
}
