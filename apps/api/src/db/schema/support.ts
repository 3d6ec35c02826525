import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const kinds = ['support', 'content-request'] as const;
/** Widened when the request workflow of the roadmap arrives (a later migration changes the check). */
const statuses = ['new'] as const;

/** Matches migrations/0006_support_messages.sql. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: kinds }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    body: text('body'),
    requestedTitle: text('requested_title'),
    requestedYear: integer('requested_year'),
    requestedImdbUrl: text('requested_imdb_url'),
    requestedType: text('requested_type', { enum: ['movie', 'series'] }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: statuses }).notNull().default('new'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_by_status').on(table.status, table.createdAt.desc())],
);
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type NewSupportMessage = typeof supportMessages.$inferInsert;
