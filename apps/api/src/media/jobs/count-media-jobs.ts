import type { Database } from '../../db/client.ts';
import { countMediaJobsByStatus } from './jobs-db.ts';

/** The dashboard's figures: the media pipeline's jobs by status (statuses with no job left out). */
export function countMediaJobs(db: Database): Promise<Record<string, number>> {
  return countMediaJobsByStatus(db);
}
