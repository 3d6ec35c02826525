import { recordAudit } from '../admin/audit/record-audit.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { hasRunningJob } from './jobs/jobs-db.ts';
import { deleteAssetRow, lockAsset } from './media-db.ts';
import type { MediaDeps } from './media-deps.ts';
import { removeSource } from './sources/remove-source.ts';

/**
 * `DELETE /api/admin/media/assets/{id}`: a queued or failed asset, with its jobs (cascade) and
 * its uploaded or downloaded source. One being worked on or ready is refused (409): a ready one
 * goes with its file (`DELETE /api/admin/media/files/{id}`) or when its trailer is replaced.
 */
export async function deleteMediaAsset(deps: MediaDeps, operatorId: number, assetId: string): Promise<void> {
  const asset = await deps.db.transaction(async (tx) => {
    const locked = await lockAsset(tx, assetId);
    if (!locked) throw notFound(messages.media.assetNotFound);
    const idle =
      (locked.status === 'queued' || locked.status === 'failed') && !(await hasRunningJob(tx, assetId));
    if (!idle) throw new HttpError(409, messages.media.assetBusy);
    await deleteAssetRow(tx, assetId);
    const { titleId, episodeId, purpose, status, sourceKind, sourceName, error } = locked;
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'delete-media-asset',
      targetType: 'media-asset',
      targetId: assetId,
      before: { titleId, episodeId, purpose, status, sourceKind, sourceName, error },
      after: null,
    });
    return locked;
  });
  await removeSource(deps, asset);
  await deps.storage.deletePrefix(assetId);
}
