import type { ContinueWatchingItem, NextEpisodeItem } from '@pardeh/contract';
import { isoOf, presentWatchedItem, watchPathOf } from './present-watched-item.ts';
import type { InProgressRow, NextEpisodeRow } from './progress-db.ts';

export function presentContinueWatchingItem(row: InProgressRow): ContinueWatchingItem {
  return {
    ...presentWatchedItem(row),
    fileId: row.file_id,
    watchPath: watchPathOf(row, row.file_id),
    position: row.position_seconds,
    duration: row.duration_seconds,
    updatedAt: isoOf(row.updated_at),
  };
}

export function presentNextEpisodeItem(row: NextEpisodeRow): NextEpisodeItem {
  const { title, episode } = presentWatchedItem(row);
  if (!episode) throw new Error('a next episode row without its episode');
  return {
    title,
    episode,
    fileId: row.file_id,
    watchPath: watchPathOf(row, row.file_id),
    lastWatchedAt: isoOf(row.last_watched_at),
  };
}
