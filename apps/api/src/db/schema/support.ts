import { supportMessageKinds, titleTypes } from '@pardeh/contract';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** The inbox's statuses (widened by migrations/0018_moderation.sql). */
export const supportStatuses = ['new', 'answered', 'closed'] as const;

/** Matches migrations/0006_support_messages.sql and 0018_moderation.sql. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: supportMessageKinds }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    body: text('body'),
    requestedTitle: text('requested_title'),
    requestedYear: integer('requested_year'),
    requestedImdbUrl: text('requested_imdb_url'),
    requestedType: text('requested_type', { enum: titleTypes }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: supportStatuses }).notNull().default('new'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_by_status').on(table.status, table.createdAt.desc())],
);
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type NewSupportMessage = typeof supportMessages.$inferInsert;

/** A reply the team sent by email (migrations/0018_moderation.sql). */
export const supportReplies = pgTable('support_replies', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  messageId: bigint('message_id', { mode: 'number' })
    .notNull()
    .references(() => supportMessages.id, { onDelete: 'cascade' }),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  body: text('body').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type SupportReplyRow = typeof supportReplies.$inferSelect;
