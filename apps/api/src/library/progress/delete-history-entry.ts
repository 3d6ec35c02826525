import type { DatabaseHandle } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { deleteHistoryRow } from './progress-db.ts';

/** `DELETE /api/user/history/{id}`: another profile's entry is as unknown as a missing one (404). */
export async function deleteHistoryEntry(
  database: DatabaseHandle,
  profileId: number,
  id: number,
): Promise<void> {
  if (!(await deleteHistoryRow(database.sql, profileId, id)))
    throw notFound(messages.progress.historyEntryNotFound);
}
