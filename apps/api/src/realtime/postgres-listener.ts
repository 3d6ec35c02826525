import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { EVENT_CHANNELS, isEventChannel, type ListenerSink } from './event-bus.ts';

export interface PostgresListenerOptions {
  /** How often the connection is checked with `SELECT 1`. */
  heartbeatMs?: number;
  /** How long a check may take before the connection counts as lost (a frozen server never answers). */
  heartbeatTimeoutMs?: number;
  /** The longest wait between two attempts to reconnect. */
  maxBackoffMs?: number;
}

/** Shows in `pg_stat_activity`, so an operator (or a test) can find the listeners. */
export const LISTENER_APPLICATION_NAME = 'pardeh-events';

/**
 * LISTENs on every event channel through one connection of its own: a pooled connection goes
 * back to the pool and its LISTEN with it. The connection is checked every few seconds, since a
 * LISTEN-only connection would otherwise not notice a dead server; a lost one is replaced with
 * backoff, LISTENs again, and then reports `reconnected` so subscribers catch up on what was
 * published while it was away. Resolves once the first attempt is over: a server that cannot be
 * reached at start-up is retried in the background, not a reason to refuse to start.
 */
export async function listenOnPostgres(
  connection: pg.ClientConfig,
  sink: ListenerSink,
  log: FastifyBaseLogger,
  options: PostgresListenerOptions = {},
): Promise<() => Promise<void>> {
  const { default: pgDriver } = await import('pg');
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 5_000;
  const maxBackoffMs = options.maxBackoffMs ?? 10_000;
  let client: pg.Client | null = null;
  let closed = false;
  let failedAttempts = 0;
  // Set once anything may have been missed: a lost connection, or a first attempt that failed.
  let missedEvents = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  // Ending is not awaited: a frozen server never answers the goodbye.
  const discard = (stale: pg.Client) => {
    stale.removeAllListeners();
    stale.on('error', () => {});
    stale.end().catch(() => {});
  };

  const scheduleAttempt = () => {
    const backoff = Math.min(maxBackoffMs, 250 * 2 ** failedAttempts);
    failedAttempts++;
    retry = setTimeout(() => void attempt(), backoff / 2 + Math.random() * (backoff / 2));
  };

  const lose = (lost: pg.Client, reason: unknown) => {
    if (client !== lost) return;
    client = null;
    clearInterval(heartbeat);
    discard(lost);
    if (closed) return;
    missedEvents = true;
    log.warn({ err: reason }, 'the event listener lost its database connection; reconnecting');
    scheduleAttempt();
  };

  const check = async (current: pg.Client) => {
    const timer = setTimeout(() => lose(current, new Error('heartbeat timed out')), heartbeatTimeoutMs);
    try {
      await current.query('SELECT 1');
    } catch (error) {
      lose(current, error);
    } finally {
      clearTimeout(timer);
    }
  };

  const attempt = async () => {
    if (closed) return;
    const next = new pgDriver.Client({
      ...connection,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
    });
    next.on('error', (error) => lose(next, error));
    next.on('end', () => lose(next, new Error('connection ended')));
    next.on('notification', ({ channel, payload }) => {
      if (isEventChannel(channel)) sink.deliver(channel, payload ?? '');
    });
    try {
      await next.connect();
      for (const channel of EVENT_CHANNELS) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      discard(next);
      if (closed) return;
      missedEvents = true;
      log.warn({ err: error }, 'the event listener could not connect to the database; retrying');
      scheduleAttempt();
      return;
    }
    if (closed) {
      discard(next);
      return;
    }
    client = next;
    failedAttempts = 0;
    heartbeat = setInterval(() => void check(next), heartbeatMs);
    if (missedEvents) {
      missedEvents = false;
      log.info('the event listener is back: catching up');
      sink.reconnected();
    }
  };

  await attempt();
  return async () => {
    closed = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    const current = client;
    client = null;
    if (!current) return;
    current.removeAllListeners();
    current.on('error', () => {});
    // Closed politely when the server answers; not waited on for long when it does not.
    await Promise.race([
      current.end().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
    ]);
  };
}
