import type { MediaConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { WorkerLog } from '../../images/image-worker.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { mediaDepsFor } from '../media-deps.ts';
import { downloadSourceJob } from '../sources/download-source.ts';
import { transcodeAssetJob } from '../transcode/transcode-asset.ts';
import { type MediaWorker, type MediaWorkerOptions, startMediaWorker } from './media-worker.ts';

/**
 * Starts this process's media worker (MEDIA_WORKER_CONCURRENCY slots; none when 0, for an
 * instance that only serves). It wakes on every `media_job_queued` event from any process on the
 * database, and after the event bus reconnects, since a wake-up may have been missed meanwhile.
 */
export function startMediaJobs(options: {
  db: Database;
  config: MediaConfig;
  events: EventBus;
  log: WorkerLog;
  tuning?: Pick<MediaWorkerOptions, 'leaseMs' | 'pollMs' | 'retryDelayMs'>;
}): MediaWorker | undefined {
  const { config, events } = options;
  if (config.workerConcurrency === 0) return undefined;
  const deps = mediaDepsFor(options.db, config);
  const worker = startMediaWorker({
    db: options.db,
    concurrency: config.workerConcurrency,
    log: options.log,
    handlers: { 'download-source': downloadSourceJob(deps), transcode: transcodeAssetJob(deps, options.log) },
    ...options.tuning,
  });
  const unsubscribe = events.subscribe('media_job_queued', () => worker.wake());
  const unfollow = events.onReconnect(() => worker.wake());
  return {
    wake: worker.wake,
    stop: async () => {
      unsubscribe();
      unfollow();
      await worker.stop();
    },
  };
}
