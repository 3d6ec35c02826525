import { imageKinds } from '@pardeh/contract';
import { integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';

/** Mirrors migrations/0010_images.sql: remote pictures and where fetching each of them stands. */

export const imageStatuses = ['pending', 'stored', 'failed'] as const;
export type ImageStatus = (typeof imageStatuses)[number];

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sourceUrl: text('source_url').notNull(),
    kind: text('kind', { enum: imageKinds }).notNull(),
    status: text('status', { enum: imageStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    contentKey: text('content_key'),
    storedAt: instant('stored_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [unique().on(table.sourceUrl, table.kind)],
);

/** Mirrors migrations/0033_rendered_artworks.sql: pictures rendered by Pardeh whose files are written. */
export const renderedArtworks = pgTable(
  'rendered_artworks',
  {
    kind: text('kind', { enum: imageKinds }).notNull(),
    contentKey: text('content_key').notNull(),
    renderedAt: instant('rendered_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.contentKey] })],
);
