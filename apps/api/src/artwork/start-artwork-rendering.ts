import type { AppConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { imageFilesFor } from '../images/image-files.ts';
import type { WorkerLog } from '../images/image-worker.ts';
import { startArtworkRenderer } from './artwork-renderer.ts';

// About as long a rest as a picture takes to render: the renderer takes at most half a core.
const PAUSE_MS = 60;
const POLL_MS = 5 * 60_000;
// The first screens after start-up draw what they show on request; the rest waits a little.
const START_DELAY_MS = 30_000;

/** Starts the background renderer unless ARTWORK_RENDER=false; returns how to stop it, if started. */
export function startArtworkRendering(
  database: DatabaseHandle,
  config: AppConfig,
  log: WorkerLog,
): (() => Promise<void>) | undefined {
  if (!config.images.renderArtwork) return undefined;
  return startArtworkRenderer(database, {
    files: imageFilesFor(config),
    log,
    pauseMs: PAUSE_MS,
    pollMs: POLL_MS,
    startDelayMs: START_DELAY_MS,
  }).stop;
}
