import type { HistoryItem } from '@pardeh/contract';
import { isoOf, presentWatchedItem, watchPathOf } from './present-watched-item.ts';
import type { HistoryRow } from './progress-db.ts';

export function presentHistoryItem(row: HistoryRow): HistoryItem {
  // Entries from before the position was kept count as fully watched.
  const position = row.position_seconds ?? row.duration_seconds;
  return {
    id: Number(row.history_id),
    ...presentWatchedItem(row),
    fileId: row.file_id,
    watchPath: row.file_id === null ? null : watchPathOf(row, row.file_id),
    progress: Math.min(100, Math.round((position / row.duration_seconds) * 100)),
    duration: row.duration_seconds,
    watchedAt: isoOf(row.watched_at),
    rewatchCount: Number(row.rewatch_count),
  };
}
