import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Matches migrations/0003_accounts.sql, 0019_user_admin.sql and 0035_phone_sign_in.sql. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Null for an account opened with a mobile number (0035: each account has an email or a phone). */
    email: text('email'),
    /** Null for an account opened with a mobile number that never set a password. */
    passwordHash: text('password_hash'),
    /** E.164, unique (0035). */
    phone: text('phone'),
    isAdmin: boolean('is_admin').notNull().default(false),
    newNotifications: boolean('new_notifications').notNull().default(false),
    premiumPlanId: integer('premium_plan_id'),
    premiumExpiresAt: instant('premium_expires_at'),
    /** Set while an operator has blocked the account (migrations/0019_user_admin.sql). */
    blockedAt: instant('blocked_at'),
    blockReason: text('block_reason'),
    blockedBy: integer('blocked_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_phone_key').on(table.phone),
  ],
);
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token's secret part. */
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** The active profile (migrations/0036_profiles.sql); null means the account's first one. */
    profileId: integer('profile_id'),
  },
  (table) => [index('sessions_live_by_user').on(table.userId).where(sql`revoked_at IS NULL`)],
);
export type SessionRow = typeof sessions.$inferSelect;

export const oneTimeTokenKinds = ['password_reset', 'login', 'add_email'] as const;
export type OneTimeTokenKind = (typeof oneTimeTokenKinds)[number];

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: oneTimeTokenKinds }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    /** The address an 'add_email' token confirms (0035). */
    email: text('email'),
  },
  (table) => [
    index('one_time_tokens_unused_by_user').on(table.userId, table.kind).where(sql`used_at IS NULL`),
  ],
);
