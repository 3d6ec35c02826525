import { profileKinds } from '@pardeh/contract';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Mirrors migrations/0036_profiles.sql: the profiles of an account (at most 5). */
export const profiles = pgTable('profiles', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  avatar: text('avatar').notNull(),
  kind: text('kind', { enum: profileKinds }).notNull().default('adult'),
  /** The oldest age rating a kids' profile may watch; null for adults. */
  maturityAge: integer('maturity_age'),
  pinHash: text('pin_hash'),
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
export type ProfileRow = typeof profiles.$inferSelect;
