import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const phoneCodePurposes = ['sign_in', 'add_phone'] as const;
export type PhoneCodePurpose = (typeof phoneCodePurposes)[number];

/** Matches migrations/0035_phone_sign_in.sql: one-time SMS codes, kept only as salted hashes. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    purpose: text('purpose', { enum: phoneCodePurposes }).notNull(),
    /** The account an 'add_phone' code adds the number to; null for 'sign_in'. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** `salt:sha256(salt:code)`, hex. */
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (table) => [
    index('phone_codes_unused_by_phone').on(table.phone, table.purpose).where(sql`used_at IS NULL`),
    index('phone_codes_created_at').on(table.createdAt),
  ],
);
export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
