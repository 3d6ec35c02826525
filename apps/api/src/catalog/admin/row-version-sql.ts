import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A row's version as the operator reads it and sends it back: the instant with its microseconds
 * (a JavaScript Date would drop them, and two edits within a millisecond would look alike).
 */
const VERSION_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
export const versionOf = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', ${sql.raw(VERSION_FORMAT)})`;
export const versionSql = (alias: string) =>
  `to_char(${alias}.updated_at AT TIME ZONE 'UTC', ${VERSION_FORMAT})`;

/** Whether the row is still the version the operator read. */
export const isVersion = (column: AnyPgColumn, version: string) =>
  sql<boolean>`${column} = ${version}::timestamptz`.mapWith(Boolean);

/** Operator edits stamp the clock, not the transaction's start: every edit gets its own version. */
export const editedNow = sql`clock_timestamp()`;
