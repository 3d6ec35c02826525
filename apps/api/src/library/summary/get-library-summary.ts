import type { LibrarySummary } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { countLibrary } from './summary-db.ts';

/** `GET /api/user/summary`: how much the user keeps, for the dashboard's counters. */
export function getLibrarySummary(database: DatabaseHandle, user: UserRow): Promise<LibrarySummary> {
  return countLibrary(database, user.id);
}
