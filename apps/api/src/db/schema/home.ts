import { homeRowKinds } from '@pardeh/contract';
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { collections } from './catalog.ts';

/** Matches migrations/0017_home_rows.sql; its checks tie each kind to the columns it uses. */
export const homeRows = pgTable('home_rows', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().unique(),
  kind: text('kind', { enum: homeRowKinds }).notNull(),
  titleFa: text('title_fa'),
  /** A listing row's filters, shaped by the contract's `homeRowFiltersSchema`. */
  filters: jsonb('filters'),
  collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
});
export type HomeRowRecord = typeof homeRows.$inferSelect;
