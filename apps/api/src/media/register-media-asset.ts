import type { AdminMediaAsset, RegisterMediaAssetBody } from '@pardeh/contract';
import { createAsset } from './create-asset.ts';
import { latestJobsOf } from './jobs/jobs-db.ts';
import type { MediaDeps } from './media-deps.ts';
import { presentMediaAsset } from './present-media.ts';
import { resolveImportPath } from './sources/import-path.ts';

/**
 * `POST /api/admin/media/assets`: a source by URL (a job downloads it) or by a path under the
 * import folder (transcoded where it lies, for libraries too large to upload through a browser).
 */
export async function registerMediaAsset(
  deps: MediaDeps,
  operatorId: number,
  body: RegisterMediaAssetBody,
): Promise<AdminMediaAsset> {
  const { source, ...target } = body;
  const asset =
    source.kind === 'url'
      ? await createAsset(deps, operatorId, target, {
          kind: 'url',
          name: source.url,
          path: null,
          bytes: null,
        })
      : await resolveImportPath(deps.config.importDir, source.path).then((found) =>
          createAsset(deps, operatorId, target, {
            kind: 'path',
            name: source.path,
            path: found.path,
            bytes: found.bytes,
          }),
        );
  const jobs = await latestJobsOf(deps.db, [asset.id]);
  return presentMediaAsset(asset, jobs.get(asset.id));
}
