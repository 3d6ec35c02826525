import type { AdminMediaFile } from '@pardeh/contract';
import type { Database } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { latestJobsOf } from './jobs/jobs-db.ts';
import { assetsOfFiles, findFile, listSubtitlesOfFiles } from './media-db.ts';
import { presentMediaAsset, presentMediaFile } from './present-media.ts';

/** One file as the console shows it, with its asset and subtitles. */
export async function getMediaFile(db: Database, fileId: number): Promise<AdminMediaFile> {
  const file = await findFile(db, fileId);
  if (!file) throw notFound(messages.media.fileNotFound);
  const [assets, subtitles] = await Promise.all([
    assetsOfFiles(db, [fileId]),
    listSubtitlesOfFiles(db, [fileId]),
  ]);
  const asset = assets.get(fileId);
  const jobs = await latestJobsOf(db, asset ? [asset.id] : []);
  return presentMediaFile(file, asset ? presentMediaAsset(asset, jobs.get(asset.id)) : null, subtitles);
}
