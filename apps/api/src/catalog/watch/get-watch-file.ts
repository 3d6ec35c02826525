import type { WatchFile } from '@pardeh/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { presentWatchFile } from '../presenters/watch-presenter.ts';
import {
  findFilePosterKey,
  findFileSubtitles,
  findSeasonEpisodes,
  findSiblingFiles,
  findTitleFile,
  findWatchTitle,
} from './watch-db.ts';

const hasActivePremium = (viewer: UserRow | null): boolean =>
  viewer?.premiumExpiresAt != null && viewer.premiumExpiresAt > new Date();

/**
 * A file to play, with the title's other files of the same episode, its subtitles, thumbnails,
 * skip markers and poster frame, and for an episode its season and the episode after it. A
 * premium-only file's address goes to subscribers only. The viewer is looked up only once the
 * file is known to exist, beside the file's other reads, all in one round. A title above a kids'
 * profile's `maturityAge` is a 404, as if absent (its episodes follow it).
 */
export async function getWatchFile(
  database: DatabaseHandle,
  { titleKey, fileId, maturityAge }: { titleKey: string; fileId: number; maturityAge: number | null },
  findViewer: () => Promise<UserRow | null>,
): Promise<WatchFile> {
  const title = await findWatchTitle(database, titleKey, maturityAge);
  if (!title) throw notFound(messages.titleNotFound);
  const file = await findTitleFile(database, title.id, fileId);
  if (!file) throw notFound(messages.fileNotFound);
  const [siblings, viewer, subtitles, posterKey, episodes] = await Promise.all([
    findSiblingFiles(database, title.id, file.episode_id),
    findViewer(),
    findFileSubtitles(database, file.id),
    findFilePosterKey(database, file.id),
    file.episode_id === null ? [] : findSeasonEpisodes(database, file.episode_id, file.language),
  ]);
  return presentWatchFile(title, file, siblings, hasActivePremium(viewer), {
    subtitles,
    posterKey,
    episodes,
  });
}
