import type { PlaybackPreferences, PlaybackPreferencesUpdate } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { upsertPlaybackPreferences } from './playback-preferences-db.ts';
import { presentPlaybackPreferences } from './present-playback-preferences.ts';

/**
 * Changes the fields the body names (validated by `playbackPreferencesUpdateSchema`) and keeps the
 * others; answers the whole set after the change.
 */
export async function updatePlaybackPreferences(
  db: Database,
  profileId: number,
  update: PlaybackPreferencesUpdate,
): Promise<PlaybackPreferences> {
  return presentPlaybackPreferences(await upsertPlaybackPreferences(db, profileId, update));
}
