import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaAssetRow } from '../../db/schema/media.ts';
import type { MediaDeps } from '../media-deps.ts';
import { storedSourceKey } from '../storage/media-storage.ts';
import { removeStoredSource } from './stored-source.ts';

/**
 * Deletes an asset's source once it is no longer needed (published or deleted): the finished
 * upload or the downloaded copy, in the work folder or the bucket. A source registered by server
 * path belongs to the operator and stays.
 */
export async function removeSource(
  deps: Pick<MediaDeps, 'config' | 'storage'>,
  asset: MediaAssetRow,
): Promise<void> {
  if (asset.sourceKind === 'path' || !asset.sourcePath) return;
  const key = storedSourceKey(asset.sourcePath);
  if (key !== null) {
    await removeStoredSource(deps, key);
    return;
  }
  const workDir = path.resolve(deps.config.workDir) + path.sep;
  if (!path.resolve(asset.sourcePath).startsWith(workDir)) return;
  await fs.rm(asset.sourcePath, { force: true });
  // tus keeps the upload's metadata beside it.
  if (asset.sourceKind === 'upload') await fs.rm(`${asset.sourcePath}.json`, { force: true });
}
