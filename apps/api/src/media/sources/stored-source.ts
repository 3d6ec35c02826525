import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaAssetRow } from '../../db/schema/media.ts';
import type { MediaDeps } from '../media-deps.ts';
import { STORED_SOURCE_SCHEME, storedSourceKey, UPLOADS_FOLDER } from '../storage/media-storage.ts';

/**
 * Sources in the bucket (MEDIA_STORAGE=s3): a tus upload lands there, and a downloaded source is
 * put there, so the `transcode` job can run on any host, which fetches it into its work folder.
 */

/** A source ffmpeg can read: the asset's own path, or a local copy of the stored source, removed after. */
export interface LocalSource {
  path: string;
  discard(): Promise<void>;
}

/** The asset's source as a local file, or null when it is gone. */
export async function localSourceOf(deps: MediaDeps, asset: MediaAssetRow): Promise<LocalSource | null> {
  if (!asset.sourcePath) return null;
  const key = storedSourceKey(asset.sourcePath);
  if (key === null) {
    const found = await fs.stat(asset.sourcePath).catch(() => null);
    return found?.isFile() ? { path: asset.sourcePath, discard: async () => {} } : null;
  }
  if (!(await deps.storage.exists(key))) return null;
  const copy = path.join(deps.config.workDir, 'sources', `${asset.id}.stored`);
  const discard = () => fs.rm(copy, { force: true });
  try {
    await deps.storage.copyToFile(key, copy);
  } catch (error) {
    await discard();
    throw error;
  }
  return { path: copy, discard };
}

/** Puts a downloaded source in the bucket (multipart: sources may be gigabytes); returns its source path. */
export async function storeDownloadedSource(deps: MediaDeps, assetId: string, file: string): Promise<string> {
  if (!deps.bucket) return file;
  const key = `${UPLOADS_FOLDER}/source-${assetId}`;
  // Loaded here, like the SDK itself (media-bucket.ts), only on a site that uses a bucket.
  const { Upload } = await import('@aws-sdk/lib-storage');
  await new Upload({
    client: await deps.bucket.client(),
    params: { Bucket: deps.bucket.name, Key: key, Body: createReadStream(file) },
  }).done();
  await fs.rm(file, { force: true });
  return `${STORED_SOURCE_SCHEME}${key}`;
}

/** Deletes a stored source and what tus keeps beside an upload (`.info`; `.part` while unfinished). */
export async function removeStoredSource(deps: Pick<MediaDeps, 'storage'>, key: string): Promise<void> {
  await Promise.all([key, `${key}.info`, `${key}.part`].map((name) => deps.storage.deletePrefix(name)));
}
