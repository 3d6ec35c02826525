import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { MediaJobKind } from '@pardeh/contract';
import type { Database } from '../../db/client.ts';
import type { MediaJobRow } from '../../db/schema/media.ts';
import type { WorkerLog } from '../../images/image-worker.ts';
import { messages } from '../../messages.ts';
import { MediaJobFailure, MediaJobInterrupted } from './job-failure.ts';
import { claimJob, completeJob, failJob, releaseJob, renewLease } from './jobs-db.ts';

export interface JobContext {
  /** Aborted when the worker stops or loses the job's lease: kill child processes, stop writing. */
  signal: AbortSignal;
  /** Marks the job done inside the caller's transaction (with the result it commits). */
  complete(tx: Database): Promise<void>;
}

export interface MediaJobHandler {
  run(job: MediaJobRow, context: JobContext): Promise<void>;
  /** Records a failed try on what the job works on (the asset), in the transaction that records it on the job. */
  failed(tx: Database, job: MediaJobRow, reason: string, final: boolean): Promise<void>;
}

export interface MediaWorkerOptions {
  db: Database;
  handlers: Record<MediaJobKind, MediaJobHandler>;
  /** Jobs run at once by this process. */
  concurrency: number;
  log: WorkerLog;
  /** A running job not renewed for this long is taken to be orphaned and claimed again. */
  leaseMs?: number;
  /** How often an idle worker looks for due jobs when no wake-up came (retries fall due silently). */
  pollMs?: number;
  /** Wait before the next try after `attempt` failed tries. */
  retryDelayMs?: (attempt: number) => number;
}

export interface MediaWorker {
  /** Look for work now (a job was queued). */
  wake(): void;
  /** Stops claiming; running jobs are interrupted (their ffmpeg killed) and handed back to the queue. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 5_000;
/** 30 s, 2 min, 8 min, … capped at an hour: a source server or a full disk gets time to recover. */
const defaultRetryDelay = (attempt: number) => Math.min(30_000 * 4 ** (attempt - 1), 3_600_000);

/**
 * The media pipeline's background worker: each of `concurrency` slots claims one job at a time
 * (`FOR UPDATE SKIP LOCKED`, so several processes share one queue), renews its lease while the
 * job runs, and records the outcome: done, queued again after a delay, or failed for good with
 * the Persian reason. Idle slots sleep until woken or until the next poll.
 */
export function startMediaWorker(options: MediaWorkerOptions): MediaWorker {
  const { db, handlers, log } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const retryDelayMs = options.retryDelayMs ?? defaultRetryDelay;
  const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let stopping = false;
  let sleepers: Array<() => void> = [];
  const running = new Set<AbortController>();

  const wake = () => {
    const waiting = sleepers;
    sleepers = [];
    for (const resume of waiting) resume();
  };
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        sleepers = sleepers.filter((sleeper) => sleeper !== done);
        resolve();
      }
      sleepers.push(done);
    });

  const runJob = async (job: MediaJobRow) => {
    const handler = handlers[job.kind];
    const controller = new AbortController();
    running.add(controller);
    const renewal = setInterval(() => {
      renewLease(db, job.id, workerId).then(
        (held) => {
          if (!held) controller.abort(new MediaJobInterrupted('lease lost'));
        },
        (error: unknown) => log.warn({ err: error, jobId: job.id }, 'media job lease not renewed'),
      );
    }, leaseMs / 3);
    try {
      // Claimed again after its runner died more often than it may be tried: give up on it.
      if (job.attempts > job.maxAttempts) {
        throw new MediaJobFailure(messages.media.failure.workerStopped, false);
      }
      await handler.run(job, {
        signal: controller.signal,
        complete: (tx) => completeJob(tx, job.id, workerId),
      });
      await completeJob(db, job.id, workerId);
      log.info({ jobId: job.id, kind: job.kind }, 'media job done');
    } catch (error) {
      if (controller.signal.aborted) {
        // Stopping: hand the job back untried. Lease lost: another worker has it now.
        if (stopping) await releaseJob(db, job.id, workerId).catch(() => {});
        log.warn({ jobId: job.id, kind: job.kind }, 'media job interrupted');
        return;
      }
      const failure = error instanceof MediaJobFailure ? error : null;
      const reason = failure?.reason ?? messages.media.failure.unexpected;
      const final = failure?.retry === false || job.attempts >= job.maxAttempts;
      (failure ? log.warn : log.error).call(log, { err: error, jobId: job.id, final }, 'media job failed');
      await db
        .transaction(async (tx) => {
          await failJob(tx, job.id, workerId, reason, final ? null : retryDelayMs(job.attempts));
          await handler.failed(tx, job, reason, final);
        })
        .catch((failed: unknown) =>
          log.error({ err: failed, jobId: job.id }, 'media job failure not recorded'),
        );
    } finally {
      clearInterval(renewal);
      running.delete(controller);
    }
  };

  const slot = async () => {
    while (!stopping) {
      let job: MediaJobRow | null = null;
      try {
        job = await claimJob(db, workerId, leaseMs);
      } catch (error) {
        log.warn({ err: error }, 'media jobs could not be claimed');
      }
      if (stopping) {
        if (job) await releaseJob(db, job.id, workerId).catch(() => {});
        break;
      }
      if (job) await runJob(job);
      else await sleep();
    }
  };
  const slots = Array.from({ length: options.concurrency }, () => slot());

  return {
    wake,
    stop: async () => {
      stopping = true;
      for (const controller of running) controller.abort(new MediaJobInterrupted('worker stopping'));
      wake();
      await Promise.all(slots);
    },
  };
}
