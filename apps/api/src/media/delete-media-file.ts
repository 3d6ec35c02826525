import { recordAudit } from '../admin/audit/record-audit.ts';
import { notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { announceCatalogChange } from '../realtime/catalog-changes.ts';
import {
  assetsOfFiles,
  deleteAssetRow,
  deleteFileRow,
  deleteScreenshotsUnder,
  lockFile,
} from './media-db.ts';
import type { MediaDeps } from './media-deps.ts';
import { mediaUrl } from './storage/media-storage.ts';
import { subtitlesPrefix } from './subtitles/subtitle-keys.ts';

/**
 * `DELETE /api/admin/media/files/{id}`: the file's row (its subtitles, and watch progress, go with
 * it; watch history keeps the entry without the file), its asset and screenshots, then its
 * renditions and subtitle files in storage once the deletion is committed.
 */
export async function deleteMediaFile(deps: MediaDeps, operatorId: number, fileId: number): Promise<void> {
  const { db, storage } = deps;
  const assetId = await db.transaction(async (tx) => {
    const file = await lockFile(tx, fileId);
    if (!file) throw notFound(messages.media.fileNotFound);
    const asset = (await assetsOfFiles(tx, [fileId])).get(fileId);
    if (asset) {
      await deleteScreenshotsUnder(tx, file.titleId, mediaUrl(`${asset.id}/`));
      await deleteAssetRow(tx, asset.id);
    }
    await deleteFileRow(tx, fileId);
    const { id, titleId, episodeId, quality, language, premiumOnly, url } = file;
    await recordAudit(tx, {
      actorId: operatorId,
      action: 'delete-media-file',
      targetType: 'title-file',
      targetId: fileId,
      before: { id, titleId, episodeId, quality, language, premiumOnly, url, assetId: asset?.id ?? null },
      after: null,
    });
    return asset?.id ?? null;
  });
  await announceCatalogChange(db);
  if (assetId) await storage.deletePrefix(assetId);
  await storage.deletePrefix(subtitlesPrefix(fileId));
}
