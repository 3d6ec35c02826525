import type { Database } from '../../../db/client.ts';
import { countRequestsByStatus } from '../requests-db.ts';

/** The dashboard's figures: requests waiting for an answer, and accepted ones not added yet. */
export function countOpenRequests(db: Database): Promise<{ pending: number; accepted: number }> {
  return countRequestsByStatus(db);
}
