import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { playbackPreferences } from '../../db/schema/index.ts';

/** Every query of `playback_preferences`: one row per user, absent until they change something. */

export type PlaybackPreferencesRow = typeof playbackPreferences.$inferSelect;
export type PlaybackPreferencesChange = Partial<
  Pick<PlaybackPreferencesRow, 'subtitleLanguage' | 'audioLanguage' | 'autoplayNext'>
>;

export async function findPlaybackPreferences(
  db: Database,
  userId: number,
): Promise<PlaybackPreferencesRow | null> {
  const [row] = await db.select().from(playbackPreferences).where(eq(playbackPreferences.userId, userId));
  return row ?? null;
}

/**
 * Writes the given fields and keeps the others, in one upsert, so two devices changing different
 * fields at once both keep their change. An empty change still answers the row (creating it).
 */
export async function upsertPlaybackPreferences(
  db: Database,
  userId: number,
  change: PlaybackPreferencesChange,
): Promise<PlaybackPreferencesRow> {
  const [row] = await db
    .insert(playbackPreferences)
    .values({ userId, ...change })
    .onConflictDoUpdate({
      target: playbackPreferences.userId,
      set: { ...change, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('the playback preferences upsert returned no row');
  return row;
}
