import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { mediaAssets, mediaJobs } from '../../src/db/schema/index.ts';
import { MediaJobFailure } from '../../src/media/jobs/job-failure.ts';
import { claimJob, enqueueJob } from '../../src/media/jobs/jobs-db.ts';
import { type MediaJobHandler, startMediaWorker } from '../../src/media/jobs/media-worker.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

/**
 * The media job queue and its worker with stand-in handlers (no ffmpeg): claiming with SKIP
 * LOCKED, retries with a delay up to the job's tries, failures that are not retried, orphaned
 * jobs claimed again after their lease, and a stop that hands the running job back.
 */
describe(`the media job queue (${testDatabaseKind()})`, () => {
  let database: DatabaseHandle;
  let titleId: number;
  const silent = { info() {}, warn() {}, error() {} };

  beforeAll(async () => {
    database = await openTestDatabase();
    titleId = (await catalogFactory(database).title({ titleEn: 'Queue Film' })).id;
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(mediaJobs);
    await database.db.delete(mediaAssets);
  });

  /** An asset with a queued job, as an upload leaves them. */
  async function queued(kind: 'transcode' | 'download-source' = 'transcode', maxAttempts = 3) {
    const assetId = randomUUID();
    await database.db.insert(mediaAssets).values({
      id: assetId,
      titleId,
      purpose: 'file',
      language: 'original',
      sourceKind: 'upload',
      sourceName: 'film.mp4',
    });
    const jobId = await database.db.transaction((tx) => enqueueJob(tx, { kind, assetId, maxAttempts }));
    return { assetId, jobId };
  }
  const jobRow = async (id: number) =>
    (await database.db.select().from(mediaJobs).where(eq(mediaJobs.id, id)))[0];
  const assetRow = async (id: string) =>
    (await database.db.select().from(mediaAssets).where(eq(mediaAssets.id, id)))[0];

  /** Runs a worker with one handler for every kind until `settled` says the job is over. */
  async function runUntil(handler: MediaJobHandler, settled: () => Promise<boolean>, retryDelayMs = 60_000) {
    const worker = startMediaWorker({
      db: database.db,
      concurrency: 1,
      log: silent,
      handlers: { transcode: handler, 'download-source': handler },
      pollMs: 50,
      retryDelayMs: () => retryDelayMs,
    });
    try {
      await expect.poll(settled, { timeout: 10_000, interval: 50 }).toBe(true);
    } finally {
      await worker.stop();
    }
  }

  /** Records a failed try on the asset, as the real handlers do. */
  const recordOnAsset: MediaJobHandler['failed'] = async (tx, job, reason, final) => {
    await tx
      .update(mediaAssets)
      .set({ status: final ? 'failed' : 'queued', error: reason })
      .where(eq(mediaAssets.id, job.assetId as string));
  };
  const failing = (error: unknown): MediaJobHandler => ({
    run: async () => {
      throw error;
    },
    failed: recordOnAsset,
  });

  it('claims each job once, oldest first, and none that is not due', async () => {
    const first = await queued();
    const second = await queued();
    await database.db
      .update(mediaJobs)
      .set({ runAfter: sql`now() + interval '1 hour'` })
      .where(eq(mediaJobs.id, second.jobId));
    const claims = await Promise.all([
      claimJob(database.db, 'a', 60_000),
      claimJob(database.db, 'b', 60_000),
    ]);
    expect(claims.filter(Boolean).map((job) => job?.id)).toEqual([first.jobId]);
    expect(await jobRow(first.jobId)).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('runs a job to the end and marks it done', async () => {
    const { jobId } = await queued();
    const ran: number[] = [];
    await runUntil(
      { run: async (job) => void ran.push(job.id), failed: async () => {} },
      async () => (await jobRow(jobId))?.status === 'done',
    );
    expect(ran).toEqual([jobId]);
    expect(await jobRow(jobId)).toMatchObject({ lockedBy: null, attempts: 1 });
  });

  it('queues a failed try again after a delay, keeping the reason', async () => {
    const { jobId, assetId } = await queued();
    await runUntil(
      failing(new MediaJobFailure('سرور منبع پاسخ نداد.', true)),
      async () => (await jobRow(jobId))?.lastError !== null,
    );
    const job = await jobRow(jobId);
    expect(job).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'سرور منبع پاسخ نداد.',
      lockedBy: null,
    });
    expect(job?.runAfter.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await assetRow(assetId)).toMatchObject({ status: 'queued', error: 'سرور منبع پاسخ نداد.' });
  });

  it('fails a job for good after its last try, and at once when a retry cannot help', async () => {
    const retried = await queued('transcode', 2);
    await runUntil(
      failing(new MediaJobFailure('تبدیل ویدیو با خطا روبه‌رو شد.', true)),
      async () => (await jobRow(retried.jobId))?.status === 'failed',
      0,
    );
    expect(await jobRow(retried.jobId)).toMatchObject({
      attempts: 2,
      lastError: 'تبدیل ویدیو با خطا روبه‌رو شد.',
    });
    expect(await assetRow(retried.assetId)).toMatchObject({ status: 'failed' });

    const hopeless = await queued('transcode', 3);
    await runUntil(
      failing(new MediaJobFailure('فایل ویدیویی خوانا نیست.', false)),
      async () => (await jobRow(hopeless.jobId))?.status === 'failed',
    );
    expect(await jobRow(hopeless.jobId)).toMatchObject({
      attempts: 1,
      lastError: 'فایل ویدیویی خوانا نیست.',
    });
  });

  it('answers an unexpected error with a general Persian reason', async () => {
    const { jobId } = await queued('transcode', 1);
    await runUntil(
      failing(new Error('EACCES: permission denied')),
      async () => (await jobRow(jobId))?.status === 'failed',
    );
    expect((await jobRow(jobId))?.lastError).toBe('خطای پیش‌بینی‌نشده‌ای در پردازش رخ داد.');
  });

  it('claims again a job whose runner stopped renewing its lease, and gives up once out of tries', async () => {
    const orphan = await queued('transcode', 3);
    await database.db
      .update(mediaJobs)
      .set({
        status: 'running',
        attempts: 1,
        lockedBy: 'crashed',
        lockedAt: sql`now() - interval '10 minutes'`,
      })
      .where(eq(mediaJobs.id, orphan.jobId));
    const reclaimed = await claimJob(database.db, 'alive', 60_000);
    expect(reclaimed).toMatchObject({ id: orphan.jobId, attempts: 2, lockedBy: 'alive' });
    // A fresh lease is not taken from its holder.
    expect(await claimJob(database.db, 'other', 60_000)).toBeNull();

    const exhausted = await queued('transcode', 2);
    await database.db.delete(mediaJobs).where(eq(mediaJobs.id, orphan.jobId));
    await database.db
      .update(mediaJobs)
      .set({
        status: 'running',
        attempts: 2,
        lockedBy: 'crashed',
        lockedAt: sql`now() - interval '10 minutes'`,
      })
      .where(eq(mediaJobs.id, exhausted.jobId));
    await runUntil(
      { run: async () => {}, failed: recordOnAsset },
      async () => (await jobRow(exhausted.jobId))?.status === 'failed',
    );
    expect((await jobRow(exhausted.jobId))?.lastError).toBe(
      'کار بارها نیمه‌کاره ماند (پردازشگر از کار افتاد) و متوقف شد.',
    );
  });

  it('interrupts the running job on stop and hands it back untried', async () => {
    const { jobId } = await queued();
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const worker = startMediaWorker({
      db: database.db,
      concurrency: 1,
      log: silent,
      pollMs: 50,
      handlers: {
        transcode: {
          run: (_job, context) =>
            new Promise((_resolve, reject) => {
              started();
              context.signal.addEventListener('abort', () => reject(context.signal.reason));
            }),
          failed: async () => {},
        },
        'download-source': { run: async () => {}, failed: async () => {} },
      },
    });
    await running;
    await worker.stop();
    expect(await jobRow(jobId)).toMatchObject({
      status: 'queued',
      attempts: 0,
      lockedBy: null,
      lastError: null,
    });
  });
});
