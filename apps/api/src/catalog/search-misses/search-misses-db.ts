import { count, desc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type SearchMissRow, searchMisses } from '../../db/schema/index.ts';

/**
 * One more miss of `queryText`: a new row, or the row's count raised in the same statement, so
 * misses arriving together all count (the database serialises the conflicting rows' updates).
 */
export async function upsertSearchMiss(db: Database, queryText: string): Promise<void> {
  await db
    .insert(searchMisses)
    .values({ queryText })
    .onConflictDoUpdate({
      target: searchMisses.queryText,
      set: { count: sql`${searchMisses.count} + 1`, lastSeenAt: sql`now()` },
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
