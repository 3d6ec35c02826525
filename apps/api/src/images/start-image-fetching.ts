import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { imageFilesFor } from './image-files.ts';
import { startImageWorker, type WorkerLog } from './image-worker.ts';

/** Starts the picture fetcher as configured (`IMAGE_FETCH*`); returns how to stop it, if started. */
export function startImageFetching(
  database: DatabaseHandle,
  config: AppConfig,
  log: WorkerLog,
): (() => Promise<void>) | undefined {
  const { fetch, renderArtwork, ...limits } = config.images;
  if (!fetch) return undefined;
  return startImageWorker(database, { files: imageFilesFor(config), ...limits, log }).stop;
}
