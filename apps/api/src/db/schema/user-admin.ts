import { premiumAdjustmentActions } from '@pardeh/contract';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Matches migrations/0019_user_admin.sql: an operator's manual changes to a user's premium. */
export const premiumAdjustments = pgTable(
  'premium_adjustments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: premiumAdjustmentActions }).notNull(),
    days: integer('days'),
    expiresBefore: instant('expires_before'),
    expiresAfter: instant('expires_after'),
    reason: text('reason').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [index('premium_adjustments_by_user').on(table.userId, table.id.desc())],
);
export type PremiumAdjustmentRow = typeof premiumAdjustments.$inferSelect;
