import { sql } from 'drizzle-orm';
import type { Database, SqlRunner } from '../db/client.ts';
import type { EventChannel } from './event-bus.ts';

/**
 * Publishes an event to every process listening on this database. Inside a transaction it is
 * sent when the transaction commits, and dropped if it rolls back. Keep `payload` to ids.
 */
export async function publishEvent(
  target: Database | Pick<SqlRunner, 'query'>,
  channel: EventChannel,
  payload: string,
): Promise<void> {
  if ('execute' in target) await target.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
  else await target.query('SELECT pg_notify($1, $2)', [channel, payload]);
}
