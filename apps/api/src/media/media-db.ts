import { and, asc, desc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { Database, SqlTransaction } from '../db/client.ts';
import { episodes, screenshots, seasons, titleFiles, titles } from '../db/schema/catalog.ts';
import { fileSubtitles, type MediaAssetRow, mediaAssets } from '../db/schema/media.ts';

/**
 * The media domain's data module: the one writer of `media_assets`, `title_files` (the files assets
 * become), `screenshots` and `file_subtitles`. A title's trailer address is the catalogue's
 * (catalog/admin/title-trailer.ts).
 */

export type NewMediaAsset = typeof mediaAssets.$inferInsert;
export type MediaAssetPatch = Partial<Omit<NewMediaAsset, 'id'>>;

/**
 * Inserts the asset unless one was already made from the same tus upload (the unique upload id):
 * null then, and the caller reads that one with `findAssetOfUpload` in the same transaction.
 */
export async function insertAssetOnce(tx: Database, values: NewMediaAsset): Promise<MediaAssetRow | null> {
  const [row] = await tx
    .insert(mediaAssets)
    .values(values)
    .onConflictDoNothing({ target: mediaAssets.uploadId })
    .returning();
  return row ?? null;
}

/** The asset made from a tus upload, if any. */
export async function findAssetOfUpload(db: Database, uploadId: string): Promise<MediaAssetRow | null> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.uploadId, uploadId));
  return row ?? null;
}

export async function findAsset(db: Database, id: string): Promise<MediaAssetRow | null> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  return row ?? null;
}

/** The asset, its row locked until the transaction ends (publishing and deleting queue). */
export async function lockAsset(tx: Database, id: string): Promise<MediaAssetRow | null> {
  const [row] = await tx.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for('update');
  return row ?? null;
}

export async function updateAsset(db: Database, id: string, patch: MediaAssetPatch): Promise<void> {
  await db
    .update(mediaAssets)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(mediaAssets.id, id));
}

export async function deleteAssetRow(tx: Database, id: string): Promise<void> {
  await tx.delete(mediaAssets).where(eq(mediaAssets.id, id));
}

/** The title's assets not ready yet or failed, newest first. */
export function listUnfinishedAssets(db: Database, titleId: number): Promise<MediaAssetRow[]> {
  return db
    .select()
    .from(mediaAssets)
    .where(and(eq(mediaAssets.titleId, titleId), ne(mediaAssets.status, 'ready')))
    .orderBy(desc(mediaAssets.createdAt));
}

/** The assets behind these files. */
export async function assetsOfFiles(db: Database, fileIds: number[]): Promise<Map<number, MediaAssetRow>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db.select().from(mediaAssets).where(inArray(mediaAssets.titleFileId, fileIds));
  return new Map(rows.map((row) => [row.titleFileId as number, row]));
}

/** The title's ready trailer assets (the current one, and any an operator replaced since). */
export function readyTrailerAssets(db: Database, titleId: number): Promise<MediaAssetRow[]> {
  return db
    .select()
    .from(mediaAssets)
    .where(
      and(
        eq(mediaAssets.titleId, titleId),
        eq(mediaAssets.purpose, 'trailer'),
        eq(mediaAssets.status, 'ready'),
      ),
    );
}

export async function findTitleForMedia(
  db: Database,
  titleId: number,
): Promise<{ id: number; trailerUrl: string | null } | null> {
  const [row] = await db
    .select({ id: titles.id, trailerUrl: titles.trailerUrl })
    .from(titles)
    .where(eq(titles.id, titleId));
  return row ?? null;
}

/** True when the episode is one of the title's. */
export async function episodeOfTitle(db: Database, titleId: number, episodeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: episodes.id })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .where(and(eq(episodes.id, episodeId), eq(seasons.titleId, titleId)));
  return row !== undefined;
}

const fileColumns = {
  id: titleFiles.id,
  titleId: titleFiles.titleId,
  episodeId: titleFiles.episodeId,
  quality: titleFiles.quality,
  sizeBytes: titleFiles.sizeBytes,
  language: titleFiles.language,
  premiumOnly: titleFiles.premiumOnly,
  url: titleFiles.url,
  createdAt: titleFiles.createdAt,
  seasonNumber: seasons.number,
  episodeNumber: episodes.number,
};
export type MediaFileRow = {
  id: number;
  titleId: number;
  episodeId: number | null;
  quality: string;
  sizeBytes: number | null;
  language: 'original' | 'dubbed' | 'subtitled';
  premiumOnly: boolean;
  url: string;
  createdAt: Date;
  seasonNumber: number | null;
  episodeNumber: number | null;
};

const filesWithEpisodes = (db: Database) =>
  db
    .select(fileColumns)
    .from(titleFiles)
    .leftJoin(episodes, eq(episodes.id, titleFiles.episodeId))
    .leftJoin(seasons, eq(seasons.id, episodes.seasonId));

/** The title's files: the film's first, then by season and episode. */
export function listTitleFiles(db: Database, titleId: number): Promise<MediaFileRow[]> {
  return filesWithEpisodes(db)
    .where(eq(titleFiles.titleId, titleId))
    .orderBy(sql`${seasons.number} NULLS FIRST`, sql`${episodes.number} NULLS FIRST`, asc(titleFiles.id));
}

export async function findFile(db: Database, fileId: number): Promise<MediaFileRow | null> {
  const [row] = await filesWithEpisodes(db).where(eq(titleFiles.id, fileId));
  return row ?? null;
}

/** The file's row, locked until the transaction ends. */
export async function lockFile(tx: Database, fileId: number) {
  const [row] = await tx.select().from(titleFiles).where(eq(titleFiles.id, fileId)).for('update');
  return row ?? null;
}

export async function insertTitleFile(tx: Database, values: typeof titleFiles.$inferInsert): Promise<number> {
  const [row] = await tx.insert(titleFiles).values(values).returning({ id: titleFiles.id });
  return row?.id as number;
}

export async function updateFile(
  tx: Database,
  fileId: number,
  patch: { premiumOnly?: boolean; language?: 'original' | 'dubbed' | 'subtitled' },
): Promise<void> {
  await tx.update(titleFiles).set(patch).where(eq(titleFiles.id, fileId));
}

export async function deleteFileRow(tx: Database, fileId: number): Promise<void> {
  await tx.delete(titleFiles).where(eq(titleFiles.id, fileId));
}

/** Frames of a new file become the title's screenshots when it has none (an honest picture of what plays). */
export async function addScreenshotsIfNone(tx: Database, titleId: number, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  const [existing] = await tx
    .select({ id: screenshots.id })
    .from(screenshots)
    .where(eq(screenshots.titleId, titleId))
    .limit(1);
  if (existing) return;
  await tx.insert(screenshots).values(urls.map((url, position) => ({ titleId, url, position })));
}

/** Removes the title's screenshots stored under an asset's folder (its file is being deleted). */
export async function deleteScreenshotsUnder(
  tx: Database,
  titleId: number,
  urlPrefix: string,
): Promise<void> {
  await tx
    .delete(screenshots)
    .where(and(eq(screenshots.titleId, titleId), like(screenshots.url, `${urlPrefix}%`)));
}

export async function insertSubtitle(tx: Database, values: typeof fileSubtitles.$inferInsert) {
  const [row] = await tx.insert(fileSubtitles).values(values).returning();
  return row as typeof fileSubtitles.$inferSelect;
}

export function listSubtitlesOfFiles(db: Database, fileIds: number[]) {
  if (fileIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(fileSubtitles)
    .where(inArray(fileSubtitles.fileId, fileIds))
    .orderBy(asc(fileSubtitles.id));
}

export async function findSubtitle(db: Database, fileId: number, subtitleId: number) {
  const [row] = await db
    .select()
    .from(fileSubtitles)
    .where(and(eq(fileSubtitles.id, subtitleId), eq(fileSubtitles.fileId, fileId)));
  return row ?? null;
}

export async function deleteSubtitleRow(tx: Database, subtitleId: number): Promise<void> {
  await tx.delete(fileSubtitles).where(eq(fileSubtitles.id, subtitleId));
}

// Batches of files and screenshots, in a transaction of raw statements (the demo catalogue's seed).

export type FileRecord = {
  title_id: number;
  episode_id: number | null;
  quality: string;
  size_bytes: number | null;
  language: 'original' | 'dubbed' | 'subtitled';
  url: string;
  premium_only: boolean;
};

export async function insertFileRecords(
  tx: Pick<SqlTransaction, 'query'>,
  files: FileRecord[],
): Promise<void> {
  await tx.query(
    `INSERT INTO title_files (title_id, episode_id, quality, size_bytes, language, url, premium_only)
     SELECT title_id, episode_id, quality, size_bytes, language, url, premium_only FROM jsonb_to_recordset($1::jsonb)
       AS r(title_id integer, episode_id integer, quality text, size_bytes bigint, language text, url text,
            premium_only boolean)`,
    [JSON.stringify(files)],
  );
}

export async function insertScreenshotRecords(
  tx: Pick<SqlTransaction, 'query'>,
  screenshots: Array<{ title_id: number; url: string; position: number }>,
): Promise<void> {
  await tx.query(
    `INSERT INTO screenshots (title_id, url, position)
     SELECT title_id, url, position FROM jsonb_to_recordset($1::jsonb) AS r(title_id integer, url text, position integer)`,
    [JSON.stringify(screenshots)],
  );
}
