import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaAssetRow } from '../../db/schema/media.ts';
import type { MediaDeps } from '../media-deps.ts';

/**
 * Deletes an asset's source once it is no longer needed (published or deleted): the finished
 * upload or the downloaded copy, both in the work folder. A source registered by server path
 * belongs to the operator and stays.
 */
export async function removeSource(deps: Pick<MediaDeps, 'config'>, asset: MediaAssetRow): Promise<void> {
  if (asset.sourceKind === 'path' || !asset.sourcePath) return;
  const workDir = path.resolve(deps.config.workDir) + path.sep;
  if (!path.resolve(asset.sourcePath).startsWith(workDir)) return;
  await fs.rm(asset.sourcePath, { force: true });
  // tus keeps the upload's metadata beside it.
  if (asset.sourceKind === 'upload') await fs.rm(`${asset.sourcePath}.json`, { force: true });
}
