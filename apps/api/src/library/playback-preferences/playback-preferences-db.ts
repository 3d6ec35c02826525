import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { playbackPreferences } from '../../db/schema/index.ts';

/** Every query of `playback_preferences`: one row per profile, absent until they change something. */

export type PlaybackPreferencesRow = typeof playbackPreferences.$inferSelect;
export type PlaybackPreferencesChange = Partial<
  Pick<PlaybackPreferencesRow, 'subtitleLanguage' | 'audioLanguage' | 'autoplayNext'>
>;

export async function findPlaybackPreferences(
  db: Database,
  profileId: number,
): Promise<PlaybackPreferencesRow | null> {
  const [row] = await db
    .select()
    .from(playbackPreferences)
    .where(eq(playbackPreferences.profileId, profileId));
  return row ?? null;
}

/**
 * Writes the given fields and keeps the others, in one upsert, so two devices changing different
 * fields at once both keep their change. An empty change still answers the row (creating it).
 */
export async function upsertPlaybackPreferences(
  db: Database,
  profileId: number,
  change: PlaybackPreferencesChange,
): Promise<PlaybackPreferencesRow> {
  const [row] = await db
    .insert(playbackPreferences)
    .values({ profileId, ...change })
    .onConflictDoUpdate({
      target: playbackPreferences.profileId,
      set: { ...change, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('the playback preferences upsert returned no row');
  return row;
}
