import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { describeDatabase, requireSiteDatabase } from '../db/database-location.ts';
import { openDatabaseFor } from '../db/open-for-config.ts';
import { startMediaJobs } from '../media/jobs/start-media-jobs.ts';
import { openEventBus } from '../realtime/event-bus.ts';
import { stopOnSignals } from '../stop-on-signals.ts';

/**
 * `npm run media-worker`: a process that only transcodes, so the API instances can run with
 * MEDIA_WORKER_CONCURRENCY=0. Any number of them, on any host that reaches the PostgreSQL
 * database and the media storage (MEDIA_STORAGE=s3, or the same shared folders), claim jobs
 * from the one queue (FOR UPDATE SKIP LOCKED) and wake on the database's `media_job_queued`
 * events. SIGTERM (or SIGINT, SIGHUP) kills the running ffmpeg and hands its job back, queued,
 * for another worker; then the process exits 0.
 */
async function runMediaWorker(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run media-worker needs DATABASE_URL: the embedded database opens in one process only, ' +
        'whose own worker runs the jobs (MEDIA_WORKER_CONCURRENCY).',
    );
  }
  if (config.media.workerConcurrency === 0) {
    throw new ConfigError(
      'MEDIA_WORKER_CONCURRENCY=0 leaves a media worker nothing to do: set it to 1 or more.',
    );
  }
  const log = pino({ level: config.logLevel, base: { process: 'media-worker' } });
  const database = await openDatabaseFor(config);
  try {
    await requireSiteDatabase(database.sql, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  const events = await openEventBus(database, log as FastifyBaseLogger);
  const worker = startMediaJobs({ db: database.db, config: config.media, events, log });
  const storage = config.media.s3 ? `bucket ${config.media.s3.bucket}` : config.media.dir;
  process.stdout.write(
    `Pardeh media worker is running ${config.media.workerConcurrency} job(s) at once ` +
      `(${describeDatabase(config)}, storage ${storage})\n`,
  );
  stopOnSignals((signal) => {
    log.info({ signal }, 'media worker stopping: handing running jobs back');
    void (async () => {
      await worker?.stop();
      await events.close();
      await database.close();
    })().then(
      () => {
        process.stdout.write(`Pardeh media worker stopped (${signal})\n`);
        process.exit(0);
      },
      (error: unknown) => {
        process.stderr.write(`Pardeh media worker did not stop cleanly: ${String(error)}\n`);
        process.exit(1);
      },
    );
  });
}

runMediaWorker().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Pardeh media worker could not start: ${String(error)}`}\n`,
  );
  process.exit(1);
});
