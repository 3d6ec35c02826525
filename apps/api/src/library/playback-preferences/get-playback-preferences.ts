import type { PlaybackPreferences } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import { findPlaybackPreferences } from './playback-preferences-db.ts';
import { presentPlaybackPreferences } from './present-playback-preferences.ts';

/** The profile's playback preferences, or the defaults when they never changed any. */
export async function getPlaybackPreferences(db: Database, profileId: number): Promise<PlaybackPreferences> {
  return presentPlaybackPreferences(await findPlaybackPreferences(db, profileId));
}
