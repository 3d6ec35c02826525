import type { LibrarySummary } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { countLibrary } from './summary-db.ts';

/** `GET /api/user/summary`: how much the active profile keeps, for the dashboard's counters. */
export function getLibrarySummary(
  database: DatabaseHandle,
  owner: { userId: number; profileId: number },
): Promise<LibrarySummary> {
  return countLibrary(database, owner);
}
