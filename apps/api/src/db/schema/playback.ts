import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { titleFiles, titles } from './catalog.ts';

/** Matches migrations/0025_playback_reports.sql: one row per play, no viewer named. */
export const playbackReports = pgTable(
  'playback_reports',
  {
    sessionId: uuid('session_id').primaryKey(),
    titleId: integer('title_id')
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => titleFiles.id, { onDelete: 'cascade' }),
    startupMs: integer('startup_ms'),
    rebufferCount: integer('rebuffer_count').notNull(),
    rebufferMs: integer('rebuffer_ms').notNull(),
    qualitySwitches: integer('quality_switches').notNull(),
    fatalError: text('fatal_error'),
    watchSeconds: doublePrecision('watch_seconds').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('playback_reports_created_at').on(table.createdAt),
    index('playback_reports_title_created_at').on(table.titleId, table.createdAt),
  ],
);
