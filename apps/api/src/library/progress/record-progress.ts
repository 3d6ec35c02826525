import { FINISHED_SHARE, type ProgressBody, type ProgressState } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import {
  deleteProgress,
  findFileItem,
  findLatestPlay,
  insertHistoryEntry,
  lockProfileProgress,
  upsertProgress,
} from './progress-db.ts';

/** Whether a position is at least FINISHED_SHARE of the duration (integer maths: 89% stays, 90% ends). */
const isFinished = (position: number, duration: number) =>
  position * 100 >= duration * Math.round(FINISHED_SHARE * 100);

/**
 * `POST /api/user/progress`: under 90% of the duration the file's film or episode keeps its
 * position; from 90% the play becomes a history entry and the position is cleared, together.
 * A finished report writes history only when a position was saved for the item or its last entry
 * is older than the file's duration, so a play reported finished twice (pause, then ended, or a
 * retried request) is one entry, while a rewatch is a new one.
 */
export async function recordProgress(
  database: DatabaseHandle,
  profileId: number,
  body: ProgressBody,
): Promise<ProgressState> {
  const item = await findFileItem(database.sql, body.fileId);
  if (!item) throw notFound(messages.progress.fileNotFound);
  const duration = Math.max(1, Math.round(body.duration));
  const position = Math.min(Math.floor(body.position), duration);
  const play = { fileId: body.fileId, position, duration };
  return database.sql.transaction(async (tx) => {
    await lockProfileProgress(tx, profileId);
    if (!isFinished(body.position, body.duration)) {
      await upsertProgress(tx, profileId, item, play);
      return { state: 'in-progress', position, duration };
    }
    const hadPosition = await deleteProgress(tx, profileId, item);
    const latest = await findLatestPlay(tx, profileId, item, duration);
    if (latest?.recent && !hadPosition) {
      return {
        state: 'finished',
        historyId: latest.id,
        rewatchCount: latest.plays - 1,
        watchedAt: latest.watchedAt.toISOString(),
      };
    }
    const entry = await insertHistoryEntry(tx, profileId, item, play);
    return {
      state: 'finished',
      historyId: entry.id,
      rewatchCount: latest?.plays ?? 0,
      watchedAt: entry.watchedAt.toISOString(),
    };
  });
}
