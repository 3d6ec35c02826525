import type { PlaybackPreferences } from '@pardeh/contract';
import type { PlaybackPreferencesRow } from './playback-preferences-db.ts';

/** What a user who never chose anything gets: no subtitle or audio language, autoplay on. */
const DEFAULTS: PlaybackPreferences = { subtitleLanguage: null, audioLanguage: null, autoplayNext: true };

export const presentPlaybackPreferences = (row: PlaybackPreferencesRow | null): PlaybackPreferences =>
  row
    ? {
        subtitleLanguage: row.subtitleLanguage,
        audioLanguage: row.audioLanguage,
        autoplayNext: row.autoplayNext,
      }
    : DEFAULTS;
