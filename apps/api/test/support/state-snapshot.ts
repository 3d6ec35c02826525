import type { DatabaseHandle } from '../../src/db/client.ts';

/**
 * What a request may change, table by table: what users own and what the catalogue holds.
 * Left out on purpose: rate-limit bookkeeping (`rate_limit_counters`, `login_failures`), which a
 * refused request is meant to count, and a session's `last_used_at` and `expires_at`, which any
 * signed-in request may extend.
 */
const watchedTables: Record<string, string> = {
  users: '*',
  sessions: 'id, user_id, token_hash, revoked_at, profile_id',
  profiles: '*',
  one_time_tokens: '*',
  support_messages: '*',
  watchlist_items: '*',
  title_likes: '*',
  watch_progress: '*',
  watch_history: '*',
  notifications: '*',
  comments: '*',
  comment_likes: '*',
  content_requests: '*',
  content_request_subscribers: '*',
  payment_orders: '*',
  payment_order_events: '*',
  gift_codes: '*',
  sandbox_payments: '*',
  plans: '*',
  titles: '*',
  title_files: '*',
  people: '*',
  collections: '*',
  genres: '*',
};

const snapshotSql = `SELECT ${Object.entries(watchedTables)
  .map(
    ([table, columns]) =>
      `(SELECT count(*) || ':' || md5(coalesce(string_agg(row::text, '|' ORDER BY row::text), '')) FROM (SELECT ${columns} FROM ${table}) row) AS ${table}`,
  )
  .join(', ')}`;

/** One line per table (row count and a hash of every row), equal exactly when nothing changed. */
export async function snapshotState(database: DatabaseHandle): Promise<Record<string, string>> {
  const [row] = await database.sql.query<Record<string, string>>(snapshotSql);
  if (!row) throw new Error('the snapshot query returned no row');
  return row;
}

/** The tables whose rows differ between two snapshots. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(before).filter((table) => before[table] !== after[table]);
