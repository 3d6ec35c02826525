import { z } from 'zod';

/**
 * `GET` and `PUT /api/user/playback-preferences`: what the player remembers for a signed-in user
 * on every device (the subtitle's look stays on the device). `subtitleLanguage` is a subtitle
 * track's language, `off` (the user turned subtitles off) or null (never chosen: the player's own
 * default applies); `audioLanguage` is an HLS audio rendition's language (`fa`, `en`, …) or null.
 */
/** The `subtitleLanguage` of a user who turned subtitles off. */
export const SUBTITLES_OFF_PREFERENCE = 'off';

export const playbackPreferencesSchema = z
  .strictObject({
    subtitleLanguage: z.string().min(2).max(16).nullable(),
    audioLanguage: z.string().min(2).max(16).nullable(),
    autoplayNext: z.boolean(),
  })
  .meta({ id: 'PlaybackPreferences' });
export type PlaybackPreferences = z.infer<typeof playbackPreferencesSchema>;

/** The body of `PUT`: any of the fields; the others keep their value. */
export const playbackPreferencesUpdateSchema = playbackPreferencesSchema.partial();
export type PlaybackPreferencesUpdate = z.infer<typeof playbackPreferencesUpdateSchema>;
