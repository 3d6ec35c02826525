import { bigint, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { comments } from './library.ts';

/** Matches migrations/0018_moderation.sql: users' reports of comments and comment blocks. */

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const commentReports = pgTable(
  'comment_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Set when an operator hid the comment or dismissed its reports. */
    resolvedAt: instant('resolved_at'),
  },
  (table) => [unique('comment_reports_one_per_user').on(table.commentId, table.userId)],
);

export const commentBlocks = pgTable('comment_blocks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  blockedBy: integer('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
export type CommentBlockRow = typeof commentBlocks.$inferSelect;
