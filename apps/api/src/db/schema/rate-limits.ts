import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Matches migrations/0013_rate_limits.sql: fixed-window counters shared by every instance. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: instant('expires_at').notNull(),
});

/** Matches migrations/0013_rate_limits.sql: failed password logins per (email, client network). */
export const loginFailures = pgTable(
  'login_failures',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: instant('last_failed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.email, table.client] })],
);

/** Matches migrations/0021_trusted_devices.sql: devices that signed in to an email's account before. */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    lastSignedInAt: instant('last_signed_in_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tokenHash, table.email] })],
);
