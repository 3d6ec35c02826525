import type { DatabaseHandle } from '../../db/client.ts';
import { deleteAllHistory } from './progress-db.ts';

/** `DELETE /api/user/history`: forgets every finished play; saved positions stay. */
export function clearHistory(database: DatabaseHandle, profileId: number): Promise<void> {
  return deleteAllHistory(database.sql, profileId);
}
