import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle } from '../db/client.ts';
import type { ImageFiles } from '../images/image-files.ts';
import type { WorkerLog } from '../images/image-worker.ts';
import { listPeopleToRender, listTitlesToRender } from './artwork-db.ts';
import { type ArtworkJob, storeArtwork } from './store-artwork.ts';

export interface ArtworkRendererOptions {
  files: ImageFiles;
  log: WorkerLog;
  /** Rest after each picture, so that requests keep the cores (the renderer is low priority). */
  pauseMs: number;
  /** How often a renderer with nothing to do looks again (new titles, edited names). */
  pollMs: number;
  /** Rest before the first picture: the first visitors' pages come first. */
  startDelayMs?: number;
}

const BATCH = 50;

export interface ArtworkRenderer {
  /** Resolves the next time the renderer finds nothing left to render. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** The next pictures to render: posters first (every card shows one), then people, then backdrops. */
async function nextJobs(database: DatabaseHandle): Promise<ArtworkJob[]> {
  const posters = await listTitlesToRender(database, 'poster', BATCH);
  if (posters.length) return posters.map((subject) => ({ kind: 'poster', subject }));
  const people = await listPeopleToRender(database, BATCH);
  if (people.length) return people.map((subject) => ({ kind: 'profile', subject }));
  const backdrops = await listTitlesToRender(database, 'backdrop', BATCH);
  return backdrops.map((subject) => ({ kind: 'backdrop', subject }));
}

/**
 * Renders, one at a time in the background, every picture a page may ask for that is not rendered
 * yet (`main.ts` starts it after the server answers). What is done lives in the database, so a
 * restarted renderer resumes; a picture asked for before its turn is rendered on request
 * (`render-requested-artwork.ts`).
 */
export function startArtworkRenderer(
  database: DatabaseHandle,
  options: ArtworkRendererOptions,
): ArtworkRenderer {
  const stopping = new AbortController();
  let idleWaiters: Array<() => void> = [];
  const wakeIdleWaiters = () => {
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };
  const rest = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => {});
  const run = async () => {
    if (options.startDelayMs) await rest(options.startDelayMs);
    while (!stopping.signal.aborted) {
      let jobs: ArtworkJob[] = [];
      try {
        jobs = await nextJobs(database);
      } catch (error) {
        if (!stopping.signal.aborted)
          options.log.error({ err: error }, 'could not look for pictures to render');
      }
      if (jobs.length === 0) {
        wakeIdleWaiters();
        await rest(options.pollMs);
        continue;
      }
      const startedAt = performance.now();
      for (const job of jobs) {
        if (stopping.signal.aborted) return;
        try {
          await storeArtwork(database, options.files, job);
        } catch (error) {
          options.log.error({ err: error, kind: job.kind, id: job.subject.id }, 'could not render picture');
        }
        await rest(options.pauseMs);
      }
      // No cached answer is dropped: rendered pictures change none, their addresses were given all along.
      options.log.info(
        { count: jobs.length, ms: Math.round(performance.now() - startedAt) },
        'pictures rendered',
      );
    }
  };
  const running = run();
  return {
    idle: () => new Promise((resolve) => idleWaiters.push(resolve)),
    stop: async () => {
      stopping.abort();
      await running;
      wakeIdleWaiters();
    },
  };
}
