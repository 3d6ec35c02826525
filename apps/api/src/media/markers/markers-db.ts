import type { PlaybackMarkerKind } from '@pardeh/contract';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { episodes, titleFiles } from '../../db/schema/catalog.ts';
import { type FileMarkerRow, fileMarkers } from '../../db/schema/media.ts';

/** The markers' data module: the one writer of `file_markers`. */

export interface MarkerSpan {
  kind: PlaybackMarkerKind;
  start: number;
  end: number;
}

/** The file's markers, intro, recap, credits in that order. */
export function listFileMarkers(db: Database, fileId: number): Promise<FileMarkerRow[]> {
  return db
    .select()
    .from(fileMarkers)
    .where(eq(fileMarkers.fileId, fileId))
    .orderBy(sql`array_position(ARRAY['intro','recap','credits'], ${fileMarkers.kind})`, asc(fileMarkers.id));
}

/**
 * The median length of the intros (suggested or confirmed) of the other files of the episode's
 * season, or null when none has one: what a new episode's intro most likely lasts.
 */
export async function seasonIntroSeconds(
  db: Database,
  episodeId: number,
  exceptFileId: number,
): Promise<number | null> {
  const season = db.select({ seasonId: episodes.seasonId }).from(episodes).where(eq(episodes.id, episodeId));
  const [row] = await db
    .select({
      seconds: sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${fileMarkers.endSeconds} - ${fileMarkers.startSeconds})`,
    })
    .from(fileMarkers)
    .innerJoin(titleFiles, eq(titleFiles.id, fileMarkers.fileId))
    .innerJoin(episodes, eq(episodes.id, titleFiles.episodeId))
    .where(
      and(eq(fileMarkers.kind, 'intro'), inArray(episodes.seasonId, season), ne(titleFiles.id, exceptFileId)),
    );
  return row?.seconds === null || row?.seconds === undefined ? null : Number(row.seconds);
}

/** The rows of `markers` for one file, all with one status. */
const markerRows = (fileId: number, markers: MarkerSpan[], status: 'suggested' | 'confirmed') =>
  markers.map((marker) => ({
    fileId,
    kind: marker.kind,
    startSeconds: marker.start,
    endSeconds: marker.end,
    status,
  }));

/** Writes the pipeline's suggestions; a confirmed marker of the same kind is left as it is. */
export async function upsertSuggestedMarkers(
  tx: Database,
  fileId: number,
  markers: MarkerSpan[],
): Promise<void> {
  if (markers.length === 0) return;
  await tx
    .insert(fileMarkers)
    .values(markerRows(fileId, markers, 'suggested'))
    .onConflictDoUpdate({
      target: [fileMarkers.fileId, fileMarkers.kind],
      set: {
        startSeconds: sql`excluded.start_seconds`,
        endSeconds: sql`excluded.end_seconds`,
        updatedAt: sql`now()`,
      },
      setWhere: eq(fileMarkers.status, 'suggested'),
    });
}

/**
 * Makes `markers` the file's confirmed ones: each written as confirmed (over a suggestion of its
 * kind), and confirmed ones of other kinds removed. Suggestions of other kinds stay.
 */
export async function replaceConfirmedMarkers(
  tx: Database,
  fileId: number,
  markers: MarkerSpan[],
): Promise<void> {
  const kinds = markers.map((marker) => marker.kind);
  await tx
    .delete(fileMarkers)
    .where(
      and(
        eq(fileMarkers.fileId, fileId),
        eq(fileMarkers.status, 'confirmed'),
        ...(kinds.length > 0 ? [notInArray(fileMarkers.kind, kinds)] : []),
      ),
    );
  if (markers.length === 0) return;
  await tx
    .insert(fileMarkers)
    .values(markerRows(fileId, markers, 'confirmed'))
    .onConflictDoUpdate({
      target: [fileMarkers.fileId, fileMarkers.kind],
      set: {
        startSeconds: sql`excluded.start_seconds`,
        endSeconds: sql`excluded.end_seconds`,
        status: 'confirmed',
        updatedAt: sql`now()`,
      },
    });
}
