import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client.ts';
import { cachePublic } from '../cache/send-public.ts';
import { titleDetailAnswer } from './get-title-detail.ts';
import { findMostVotedTitleIds } from './titles-db.ts';

// The title pages most visitors open: the most-voted titles. Each costs one statement.
const WARMED_TITLES = 500;
// Start-up traffic (the load balancer's health check, the first visitors) goes first: on the
// embedded database every warming statement would otherwise sit in front of it.
const WARM_UP_DELAY_MS = 5_000;

/**
 * Builds the cached pages of the most-voted titles in the background after start-up, one at a
 * time, so a visitor's request waits behind at most one of them (the embedded database serves one
 * statement at a time). Without it every first view of a hot title, all arriving together after a
 * start, queues on the database. Returns the function that stops it and waits for its last
 * statement, for shutdown.
 */
export function warmTitleDetails(database: DatabaseHandle, log: FastifyBaseLogger): () => Promise<void> {
  let stopped = false;
  const warm = async () => {
    const startedAt = performance.now();
    const titles = await findMostVotedTitleIds(database, WARMED_TITLES);
    for (const id of titles) {
      if (stopped) return;
      await cachePublic(database, titleDetailAnswer(database, id, false, null));
    }
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    log.info({ titles: titles.length, seconds }, 'warmed the most-voted title pages');
  };
  let done: Promise<void> = Promise.resolve();
  const timer = setTimeout(() => {
    done = warm().catch((error: unknown) => {
      if (!stopped) log.warn({ err: error }, 'warming title pages stopped');
    });
  }, WARM_UP_DELAY_MS);
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await done;
  };
}
