import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/**
 * Every query on `rate_limit_counters`: fixed-window counters in the database, so every API
 * instance on one PostgreSQL counts the same hits. Times are the database's (`now()`), never an
 * instance's clock, so instances whose clocks drift still agree on when a window ends.
 */

export interface CounterState {
  /** Hits counted in the current window. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

const expired = sql`${rateLimitCounters.expiresAt} <= now()`;
const ttlMs = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimitCounters.expiresAt} - now())) * 1000))::int`;

/**
 * Counts one hit on `key`, opening a window of `windowMs` when there is none (or it has ended).
 * One atomic upsert, so concurrent hits on any instance are all counted.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<CounterState> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, expiresAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        // Capped so a flood never overflows the integer column.
        count: sql`CASE WHEN ${expired} THEN 1 ELSE least(${rateLimitCounters.count} + 1, 2147483647) END`,
        expiresAt: sql`CASE WHEN ${expired} THEN excluded.expires_at ELSE ${rateLimitCounters.expiresAt} END`,
      },
    })
    .returning({ count: rateLimitCounters.count, ttlMs: ttlMs.mapWith(Number) });
  if (!row) throw new Error('rate-limit upsert returned no row');
  return row;
}

/** The current window of `key` without counting a hit; zero when there is none. */
export async function readCounter(db: Database, key: string): Promise<CounterState> {
  const [row] = await db
    .select({ count: rateLimitCounters.count, ttlMs: ttlMs.mapWith(Number) })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.expiresAt, sql`now()`)));
  return row ?? { count: 0, ttlMs: 0 };
}

/** Deletes the counters whose window has ended (they would restart at 1 anyway). */
export async function deleteExpiredCounters(db: Database): Promise<void> {
  await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, sql`now()`));
}
