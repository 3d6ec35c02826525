import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Matches migrations/0031_search_misses.sql: one row per missed query text, nobody named. */
export const searchMisses = pgTable(
  'search_misses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    queryText: text('query_text').notNull().unique('search_misses_query_text_unique'),
    count: integer('count').notNull().default(1),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('search_misses_by_count').on(table.count.desc(), table.lastSeenAt.desc(), table.id.desc()),
    index('search_misses_by_last_seen').on(table.lastSeenAt.desc(), table.id.desc()),
  ],
);
export type SearchMissRow = typeof searchMisses.$inferSelect;
