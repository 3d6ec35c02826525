import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client.ts';
import { countHit, readCounter } from './rate-limit-counters-db.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps its counters in the database
 * (`rate_limit_counters`), so N API instances on one PostgreSQL share every limit. One round trip
 * per limited request, and only limited routes are limited.
 *
 * A database error is handed to the plugin, which throws it from the route's hook: the error
 * handler answers a database outage with 503, like any other call (no silent fail-open, no 500).
 * The plugin's `continueExceeding` and `exponentialBackoff` options are not supported: no limit
 * here uses them.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  const answer = (callback: Callback) => (state: { count: number; ttlMs: number }) =>
    callback(null, { current: state.count, ttl: state.ttlMs });

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, key, timeWindow).then(answer(callback), (error: Error) => callback(error));
    }

    /** For `{ increment: false }` checks: the window as it stands, counting nothing. */
    read(key: string, callback: Callback): void {
      readCounter(db, key).then(answer(callback), (error: Error) => callback(error));
    }

    /** Keys already name their action, so every limiter can share one store. */
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
