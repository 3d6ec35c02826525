import type { Database } from '../../db/client.ts';
import type { Span } from './detect-gaps.ts';
import { seasonIntroSeconds, upsertSuggestedMarkers } from './markers-db.ts';
import { suggestMarkers } from './suggest-markers.ts';

/**
 * Writes a newly published file's suggested intro and credits (status `suggested`, never over a
 * confirmed marker), from the gaps the transcode job found. An episode's intro leans towards the
 * length its season's other episodes already have.
 */
export async function suggestFileMarkers(
  tx: Database,
  file: { id: number; episodeId: number | null; durationSeconds: number },
  gaps: Span[],
): Promise<void> {
  const seasonIntro = file.episodeId === null ? null : await seasonIntroSeconds(tx, file.episodeId, file.id);
  const markers = suggestMarkers({
    durationSeconds: file.durationSeconds,
    gaps,
    seasonIntroSeconds: seasonIntro,
  });
  await upsertSuggestedMarkers(tx, file.id, markers);
}
