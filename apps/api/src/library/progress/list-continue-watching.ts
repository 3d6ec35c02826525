import type { ContinueWatching } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { presentContinueWatchingItem, presentNextEpisodeItem } from './present-continue-watching.ts';
import { listInProgress, listNextEpisodes } from './progress-db.ts';

/** How many items each list of the home page's row holds. */
const ROW_LENGTH = 20;

/** `GET /api/user/continue-watching`: started films and episodes, and each series' next episode. */
export async function listContinueWatching(
  database: DatabaseHandle,
  profileId: number,
): Promise<ContinueWatching> {
  const [inProgress, nextEpisodes] = await Promise.all([
    listInProgress(database.sql, profileId, ROW_LENGTH),
    listNextEpisodes(database.sql, profileId, ROW_LENGTH),
  ]);
  return {
    inProgress: inProgress.map(presentContinueWatchingItem),
    nextEpisodes: nextEpisodes.map(presentNextEpisodeItem),
  };
}
