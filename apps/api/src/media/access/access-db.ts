import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { titleFiles } from '../../db/schema/catalog.ts';
import { fileSubtitles, mediaSigningKeys, mediaStreamKeys } from '../../db/schema/media.ts';

/**
 * Media access's data module: the pass signing key and the streams' AES keys (their one writer),
 * and the reads of `title_files` and `file_subtitles` that say which addresses are premium.
 */

/** A file's addresses: its own, its thumbnail track's and each subtitle's storage key. */
export interface FileAddressRow {
  id: number;
  url: string;
  premiumOnly: boolean;
  thumbnailsKey: string | null;
  subtitleKey: string | null;
}

const fileAddress = {
  id: titleFiles.id,
  url: titleFiles.url,
  premiumOnly: titleFiles.premiumOnly,
  thumbnailsKey: titleFiles.thumbnailsKey,
  subtitleKey: fileSubtitles.storageKey,
};

/** Every premium-only file's addresses (one row per subtitle). */
export function listPremiumFileAddresses(db: Database): Promise<FileAddressRow[]> {
  return db
    .select(fileAddress)
    .from(titleFiles)
    .leftJoin(fileSubtitles, eq(fileSubtitles.fileId, titleFiles.id))
    .where(eq(titleFiles.premiumOnly, true));
}

/**
 * The addresses of a file's version: the files of the same title, episode and language (the
 * renditions a player switches between), the file itself among them. Empty for an unknown file.
 */
export async function listVersionFileAddresses(db: Database, fileId: number): Promise<FileAddressRow[]> {
  const [file] = await db
    .select({ titleId: titleFiles.titleId, episodeId: titleFiles.episodeId, language: titleFiles.language })
    .from(titleFiles)
    .where(eq(titleFiles.id, fileId));
  if (!file) return [];
  return db
    .select(fileAddress)
    .from(titleFiles)
    .leftJoin(fileSubtitles, eq(fileSubtitles.fileId, titleFiles.id))
    .where(
      and(
        eq(titleFiles.titleId, file.titleId),
        sql`${titleFiles.episodeId} IS NOT DISTINCT FROM ${file.episodeId}`,
        eq(titleFiles.language, file.language),
      ),
    );
}

/** The signing key, made by the first caller (`candidate`) when there is none yet. */
export async function ensureSigningKey(db: Database, candidate: string): Promise<string> {
  await db.insert(mediaSigningKeys).values({ id: 1, key: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ key: mediaSigningKeys.key })
    .from(mediaSigningKeys)
    .where(eq(mediaSigningKeys.id, 1));
  if (!row) throw new Error('media signing key missing after insert');
  return row.key;
}

export async function insertStreamKey(
  db: Database,
  values: { streamPrefix: string; assetId: string; key: string },
): Promise<void> {
  await db
    .insert(mediaStreamKeys)
    .values(values)
    .onConflictDoUpdate({ target: mediaStreamKeys.streamPrefix, set: { key: sql`excluded.key` } });
}

export async function findStreamKey(db: Database, streamPrefix: string): Promise<string | null> {
  const [row] = await db
    .select({ key: mediaStreamKeys.key })
    .from(mediaStreamKeys)
    .where(eq(mediaStreamKeys.streamPrefix, streamPrefix));
  return row?.key ?? null;
}
