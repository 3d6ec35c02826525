import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { TmdbConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { type BackoffPolicy, backoffDelay } from './rate-limiter.ts';
import { runEnrichment } from './run-enrichment.ts';
import { TmdbClient } from './tmdb-client.ts';

const PROGRESS_EVERY = 500;

export interface EnrichmentJobOptions {
  database: DatabaseHandle;
  tmdb: TmdbConfig & { apiKey: string };
  log: FastifyBaseLogger;
  /** Start-up traffic goes first: the first pass starts this long after the server listens. */
  startDelayMs?: number;
  /** After a pass that found nothing more to do, the wait before looking for new titles. */
  idleMs?: number;
  /** The waits after passes that failed (TMDB down, key refused, database error) in a row. */
  backoff?: BackoffPolicy;
}

/**
 * Enriches the catalogue from TMDB in the background while the server runs: a pass a little after
 * start-up, then one every `idleMs` for titles imported since or due a retry. A failed pass is
 * logged and followed by a longer and longer wait; nothing it does can stop the server. Returns
 * the function that stops it (the title in hand is finished or left pending) and waits for it.
 */
export function startEnrichmentJob(options: EnrichmentJobOptions): () => Promise<void> {
  const { database, tmdb, log } = options;
  const backoff = options.backoff ?? { baseMs: 60_000, maxMs: 30 * 60_000 };
  const controller = new AbortController();
  const { signal } = controller;
  const client = new TmdbClient({
    apiKey: tmdb.apiKey,
    baseUrl: tmdb.apiBaseUrl,
    requestsPerSecond: tmdb.requestsPerSecond,
  });
  const pass = async (): Promise<boolean> => {
    let due = 0;
    let handled = 0;
    try {
      const run = await runEnrichment({
        database,
        client,
        imageBaseUrl: tmdb.imageBaseUrl,
        signal,
        onStart: (count) => {
          due = count;
        },
        // A long pass (the first over a large catalogue) says how far it is now and then.
        onTitle: () => {
          handled++;
          if (handled % PROGRESS_EVERY === 0) log.info({ handled, due }, 'TMDB enrichment in progress');
        },
      });
      if (Object.values(run.titles).some((count) => count > 0)) log.info(run.titles, 'TMDB enrichment pass');
      if (!run.stoppedBy) return true;
      log.warn({ err: run.stoppedBy }, 'TMDB enrichment paused');
    } catch (error) {
      if (!signal.aborted) log.error({ err: error }, 'TMDB enrichment pass failed');
    }
    return false;
  };
  const loop = async () => {
    let failures = 0;
    let wait = options.startDelayMs ?? 15_000;
    while (!signal.aborted) {
      // Unreferenced: a pending wait never keeps the process alive.
      await sleep(wait, undefined, { signal, ref: false });
      failures = (await pass()) ? 0 : failures + 1;
      wait = failures > 0 ? backoffDelay(failures, backoff) : (options.idleMs ?? 10 * 60_000);
    }
  };
  const done = loop().catch(() => {}); // the wait rejects when stopped
  return async () => {
    controller.abort();
    await done;
  };
}
