import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { titles } from './catalog.ts';

/** Mirrors migrations/0011_enrichment.sql: where the TMDB enrichment job stands with each title. */

export const enrichmentStatuses = ['pending', 'done', 'not_found', 'failed'] as const;
export type EnrichmentStatus = (typeof enrichmentStatuses)[number];

export const titleEnrichment = pgTable(
  'title_enrichment',
  {
    titleId: integer('title_id')
      .primaryKey()
      .references(() => titles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: enrichmentStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    tmdbId: text('tmdb_id'),
    enrichedAt: timestamp('enriched_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('title_enrichment_due').on(table.nextAttemptAt).where(sql`status = 'pending'`)],
);
