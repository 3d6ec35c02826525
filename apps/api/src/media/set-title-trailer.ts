import type { TitleTrailer } from '@pardeh/contract';
import { recordAudit } from '../admin/audit/record-audit.ts';
import { lockTitleTrailer, setTitleTrailer } from '../catalog/admin/title-trailer.ts';
import { notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { announceCatalogChange } from '../realtime/catalog-changes.ts';
import { deleteAssetRow, readyTrailerAssets } from './media-db.ts';
import type { MediaDeps } from './media-deps.ts';

/**
 * `PUT /api/admin/titles/{id}/trailer`: an external trailer address, or null for none. An uploaded
 * trailer it replaces is deleted, its renditions with it. The field is locked against importers.
 */
export async function setTitleTrailerUrl(
  deps: MediaDeps,
  operatorId: number,
  titleId: number,
  url: string | null,
): Promise<TitleTrailer> {
  const { db, storage } = deps;
  const replaced = await db.transaction(async (tx) => {
    const title = await lockTitleTrailer(tx, titleId);
    if (!title) throw notFound(messages.titleNotFound);
    const uploaded = await readyTrailerAssets(tx, titleId);
    for (const asset of uploaded) await deleteAssetRow(tx, asset.id);
    await setTitleTrailer(tx, titleId, url);
    if (title.trailerUrl !== url) {
      await recordAudit(tx, {
        actorId: operatorId,
        action: 'set-trailer',
        targetType: 'title',
        targetId: titleId,
        before: { trailerUrl: title.trailerUrl },
        after: { trailerUrl: url },
      });
    }
    return uploaded.map((asset) => asset.id);
  });
  await announceCatalogChange(db);
  for (const assetId of replaced) await storage.deletePrefix(assetId);
  return { titleId, url };
}
