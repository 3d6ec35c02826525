import type { SavedPosition } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { isoOf } from './present-watched-item.ts';
import { findFileItem, findSavedPosition } from './progress-db.ts';

/** `GET /api/user/progress/{fileId}`: where to resume the film or episode the file plays, or null. */
export async function findResumePosition(
  database: DatabaseHandle,
  profileId: number,
  fileId: number,
): Promise<SavedPosition> {
  const item = await findFileItem(database.sql, fileId);
  if (!item) throw notFound(messages.progress.fileNotFound);
  const row = await findSavedPosition(database.sql, profileId, item);
  return row
    ? { position: row.position_seconds, duration: row.duration_seconds, updatedAt: isoOf(row.updated_at) }
    : null;
}
