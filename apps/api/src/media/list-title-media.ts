import type { AdminMediaAsset, AdminTitleMedia } from '@pardeh/contract';
import type { Database } from '../db/client.ts';
import type { MediaAssetRow } from '../db/schema/media.ts';
import { notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { latestJobsOf } from './jobs/jobs-db.ts';
import {
  assetsOfFiles,
  findTitleForMedia,
  listSubtitlesOfFiles,
  listTitleFiles,
  listUnfinishedAssets,
  readyTrailerAssets,
} from './media-db.ts';
import { presentMediaAsset, presentMediaFile } from './present-media.ts';
import { mediaUrl } from './storage/media-storage.ts';

/** `GET /api/admin/titles/{id}/media`: the title's files with subtitles, its trailer, and work in progress. */
export async function listTitleMedia(db: Database, titleId: number): Promise<AdminTitleMedia> {
  const title = await findTitleForMedia(db, titleId);
  if (!title) throw notFound(messages.titleNotFound);
  const [files, unfinished, trailers] = await Promise.all([
    listTitleFiles(db, titleId),
    listUnfinishedAssets(db, titleId),
    readyTrailerAssets(db, titleId),
  ]);
  const fileIds = files.map((file) => file.id);
  const [fileAssets, subtitles] = await Promise.all([
    assetsOfFiles(db, fileIds),
    listSubtitlesOfFiles(db, fileIds),
  ]);
  const allAssets: MediaAssetRow[] = [...unfinished, ...trailers, ...fileAssets.values()];
  const jobs = await latestJobsOf(
    db,
    allAssets.map((asset) => asset.id),
  );
  const present = (asset: MediaAssetRow | undefined): AdminMediaAsset | null =>
    asset ? presentMediaAsset(asset, jobs.get(asset.id)) : null;
  const trailerAsset = trailers.find((asset) => title.trailerUrl?.startsWith(mediaUrl(`${asset.id}/`)));
  return {
    titleId,
    trailer: { url: title.trailerUrl, asset: present(trailerAsset) },
    files: files.map((file) =>
      presentMediaFile(
        file,
        present(fileAssets.get(file.id)),
        subtitles.filter((subtitle) => subtitle.fileId === file.id),
      ),
    ),
    assets: unfinished.map((asset) => presentMediaAsset(asset, jobs.get(asset.id))),
  };
}
