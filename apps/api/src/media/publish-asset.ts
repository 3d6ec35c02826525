import { lockTitleTrailer, setTitleTrailer } from '../catalog/admin/title-trailer.ts';
import type { StoredRendition } from '../db/schema/media.ts';
import { announceCatalogChange } from '../realtime/catalog-changes.ts';
import type { JobContext } from './jobs/media-worker.ts';
import type { Span } from './markers/detect-gaps.ts';
import { suggestFileMarkers } from './markers/suggest-file-markers.ts';
import {
  addScreenshotsIfNone,
  deleteAssetRow,
  insertTitleFile,
  lockAsset,
  readyTrailerAssets,
  updateAsset,
} from './media-db.ts';
import type { MediaDeps } from './media-deps.ts';
import { removeSource } from './sources/remove-source.ts';
import { mediaUrl } from './storage/media-storage.ts';

export interface TranscodeResult {
  durationSeconds: number;
  width: number;
  height: number;
  /** Smallest first. */
  renditions: StoredRendition[];
  sizeBytes: number;
  /** The master playlist's storage key, under the asset's folder. */
  playlistKey: string;
  posterKey: string;
  screenshotKeys: string[];
  /** The seek-preview track's key (a file's; trailers have none). */
  thumbnailsKey: string | null;
  /** Black+silent gaps near the start and end, for marker suggestions; null when detection failed. */
  gaps: Span[] | null;
}

/**
 * Makes a transcoded asset (already in storage) visible, in one transaction: its `title_files`
 * row (with its suggested intro and credits), or the title's trailer; the asset marked ready; the job done. Before it commits nothing of
 * the asset shows on the site, after it all of it does. A trailer it replaces is deleted after.
 */
export async function publishAsset(
  deps: MediaDeps,
  assetId: string,
  context: Pick<JobContext, 'complete'>,
  result: TranscodeResult,
): Promise<void> {
  const { db, storage } = deps;
  const { thumbnailsKey, gaps, ...stored } = result;
  const published = await db.transaction(async (tx) => {
    const asset = await lockAsset(tx, assetId);
    if (!asset) return null;
    const url = mediaUrl(result.playlistKey);
    const top = result.renditions.at(-1);
    let titleFileId: number | null = null;
    let replacedTrailers: string[] = [];
    if (asset.purpose === 'file') {
      titleFileId = await insertTitleFile(tx, {
        titleId: asset.titleId,
        episodeId: asset.episodeId,
        quality: top?.name ?? `${result.height}p`,
        sizeBytes: result.sizeBytes,
        language: asset.language,
        url,
        premiumOnly: asset.premiumOnly,
        thumbnailsKey,
      });
      if (gaps) {
        const file = { id: titleFileId, episodeId: asset.episodeId, durationSeconds: result.durationSeconds };
        await suggestFileMarkers(tx, file, gaps);
      }
      await addScreenshotsIfNone(tx, asset.titleId, result.screenshotKeys.map(mediaUrl));
    } else {
      await lockTitleTrailer(tx, asset.titleId);
      replacedTrailers = (await readyTrailerAssets(tx, asset.titleId)).map((old) => old.id);
      for (const old of replacedTrailers) await deleteAssetRow(tx, old);
      await setTitleTrailer(tx, asset.titleId, url);
    }
    await updateAsset(tx, asset.id, {
      ...stored,
      status: 'ready',
      progress: null,
      error: null,
      titleFileId,
      // A path source stays where the operator keeps it; uploads and downloads are removed below.
      sourcePath: asset.sourceKind === 'path' ? asset.sourcePath : null,
    });
    await context.complete(tx);
    return { asset, replacedTrailers };
  });
  if (!published) {
    // Deleted while it was being transcoded: its renditions have no owner.
    await storage.deletePrefix(assetId);
    return;
  }
  await announceCatalogChange(db);
  for (const old of published.replacedTrailers) await storage.deletePrefix(old);
  await removeSource(deps, published.asset);
}
