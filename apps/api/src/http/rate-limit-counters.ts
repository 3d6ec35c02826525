import type { Database } from '../db/client.ts';
import {
  type CounterState,
  countHit as countHitRow,
  readCounter as readCounterRow,
} from './rate-limit-counters-db.ts';

export type { CounterState };

// The shared counters for limits kept outside @fastify/rate-limit (accounts' login lock-out): the
// same fixed windows, in the same table, timed by the database.

/** Counts one hit on `key`, opening a window of `windowMs` when there is none (or it has ended). */
export function countHit(db: Database, key: string, windowMs: number): Promise<CounterState> {
  return countHitRow(db, key, windowMs);
}

/** The current window of `key` without counting a hit; zero when there is none. */
export function readCounter(db: Database, key: string): Promise<CounterState> {
  return readCounterRow(db, key);
}
