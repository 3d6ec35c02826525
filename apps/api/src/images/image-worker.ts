import type { DatabaseHandle } from '../db/client.ts';
import { announceCatalogChange } from '../realtime/catalog-changes.ts';
import type { ImageFiles } from './image-files.ts';
import { type ClaimedImage, claimDueImage } from './images-db.ts';
import { type StoreOutcome, storeImage } from './store-image.ts';

export interface ImageWorkerOptions {
  /** Where pictures are written: DATA_DIR/images or the media bucket. */
  files: ImageFiles;
  /** Pictures fetched at once. */
  concurrency: number;
  timeoutMs: number;
  maxBytes: number;
  /** How often an idle worker looks for newly added pictures. */
  pollMs?: number;
  /** A slot's rest after a failed picture, so an unreachable host cannot keep the worker spinning. */
  failurePauseMs?: number;
  log: WorkerLog;
}

/** The part of the server's logger the worker writes to. */
export interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ImageWorker {
  /** Looks for due pictures now instead of at the next poll. */
  wake(): void;
  /** Resolves once every slot has found nothing due (since the last wake). */
  idle(): Promise<void>;
  /** Interrupts the fetches in flight (their pictures stay due) and waits for the slots to end. */
  stop(): Promise<void>;
}

const DEFAULT_POLL_MS = 10_000;
const DEFAULT_FAILURE_PAUSE_MS = 1_000;
// Longer than one fetch and encode can take, so a live worker never loses a picture to another.
const LEASE_MS = 10 * 60_000;
// Storing pictures changes catalogue answers; the response cache is dropped at most this often
// while a backlog runs, and once more when the worker runs out of work.
const INVALIDATE_EVERY_MS = 30_000;

/**
 * The background fetcher of remote pictures (`main.ts` starts it): `concurrency` slots, each taking
 * one due picture at a time from the `images` table, storing it (`store-image.ts`) and taking the
 * next; a slot that finds nothing due sleeps for `pollMs`. Work lives in the database, so a
 * restarted worker carries on where the last one stopped.
 */
export function startImageWorker(database: DatabaseHandle, options: ImageWorkerOptions): ImageWorker {
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const failurePauseMs = options.failurePauseMs ?? DEFAULT_FAILURE_PAUSE_MS;
  const stopping = new AbortController();
  const idleSlots = new Array<boolean>(options.concurrency).fill(false);
  let idleWaiters: Array<() => void> = [];
  let sleepers: Array<() => void> = [];
  let storedSinceInvalidation = false;
  let lastInvalidationAt = Date.now();

  const invalidate = () => {
    storedSinceInvalidation = false;
    lastInvalidationAt = Date.now();
    void announceCatalogChange(database.sql);
  };

  // Ended early by wake() and stop().
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wakeUp = () => {
        clearTimeout(timer);
        sleepers = sleepers.filter((sleeper) => sleeper !== wakeUp);
        resolve();
      };
      const timer = setTimeout(wakeUp, ms);
      sleepers.push(wakeUp);
    });

  const wakeAll = () => {
    idleSlots.fill(false);
    for (const wakeUp of [...sleepers]) wakeUp();
  };

  const becomeIdle = (slot: number) => {
    idleSlots[slot] = true;
    if (!idleSlots.every(Boolean)) return;
    if (storedSinceInvalidation) invalidate();
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  const report = (image: ClaimedImage, outcome: StoreOutcome) => {
    if (outcome.result === 'stored') {
      storedSinceInvalidation = true;
      if (Date.now() - lastInvalidationAt >= INVALIDATE_EVERY_MS) invalidate();
    } else if (outcome.result === 'failed') {
      const { error, attempts, status } = outcome;
      const details = { image: image.sourceUrl, kind: image.kind, error, attempts };
      if (status === 'failed')
        options.log.warn(details, 'picture failed; giving up until an operator retries');
      else options.log.info(details, 'picture failed; will retry later');
    }
  };

  const takeNext = async (): Promise<ClaimedImage | null> => {
    try {
      return await claimDueImage(database, LEASE_MS);
    } catch (error) {
      if (!stopping.signal.aborted) options.log.error({ err: error }, 'could not look for pictures to fetch');
      return null;
    }
  };

  const runSlot = async (slot: number) => {
    while (!stopping.signal.aborted) {
      const image = await takeNext();
      if (!image) {
        becomeIdle(slot);
        await sleep(pollMs);
        idleSlots[slot] = false;
        continue;
      }
      try {
        const outcome = await storeImage(database, image, { ...options, signal: stopping.signal });
        report(image, outcome);
        if (outcome.result === 'failed') await sleep(failurePauseMs);
      } catch (error) {
        // Not the source's fault (disk, database): the picture is taken again once its lease ends.
        options.log.error({ err: error, image: image.sourceUrl }, 'could not store picture');
      }
    }
  };

  const slots = idleSlots.map((_, slot) => runSlot(slot));
  return {
    wake: wakeAll,
    idle: () =>
      idleSlots.every(Boolean) ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve)),
    stop: async () => {
      stopping.abort(new Error('image worker stopped'));
      wakeAll();
      await Promise.all(slots);
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
  };
}
