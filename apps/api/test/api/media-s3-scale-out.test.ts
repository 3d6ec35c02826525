import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoteUser } from '../../src/accounts/promote-user.ts';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { makeTestClip, tusClient, waitForAsset } from '../support/media-client.ts';
import { type MediaWorkerProcess, startMediaWorkerProcess } from '../support/run-media-worker-process.ts';
import { type ServerProcess, startServerProcess } from '../support/run-server-process.ts';
import { type S3TestServer, startS3Server } from '../support/s3-server.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

const BUCKET = 'pardeh-scale-out';

/**
 * Media beyond one machine: two API processes that do not transcode (MEDIA_WORKER_CONCURRENCY=0)
 * and two `npm run media-worker` processes, sharing one PostgreSQL database and one S3 bucket, as
 * on separate hosts (each its own DATA_DIR). Each upload is started on one instance, its
 * connection drops, and it is finished on the other; the workers transcode each file once; both
 * instances play both results. The embedded database allows one process only, so this runs on
 * PostgreSQL alone.
 */
describe.runIf(testDatabaseKind() === 'postgres')('media across API instances and media workers', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let s3: S3TestServer;
  let dataDir: string;
  let instances: ServerProcess[] = [];
  let workers: MediaWorkerProcess[] = [];
  let token: string;
  let film: { id: number };
  const origin = (server: ServerProcess) => ({ url: server.url.replace(/\/$/, '') });
  const uploaded: Array<{ assetId: string; playlist: string }> = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    s3 = await startS3Server();
    await s3.createBucket(BUCKET);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-media-scale-'));
    const env = (name: string, extra: Record<string, string>) => {
      fs.mkdirSync(path.join(dataDir, name));
      return {
        DATABASE_URL: database.url ?? '',
        DATA_DIR: path.join(dataDir, name),
        SEED_CATALOGUE: 'false',
        IMAGE_FETCH: 'false',
        MEDIA_FFMPEG_PRESET: 'ultrafast',
        ...s3.env(BUCKET),
        ...extra,
      };
    };
    const serving = { MEDIA_WORKER_CONCURRENCY: '0' };
    const transcoding = { MEDIA_WORKER_CONCURRENCY: '1', LOG_LEVEL: 'info' };
    [instances, workers] = await Promise.all([
      Promise.all([startServerProcess(env('a', serving)), startServerProcess(env('b', serving))]),
      Promise.all([
        startMediaWorkerProcess(env('w1', transcoding)),
        startMediaWorkerProcess(env('w2', transcoding)),
      ]),
    ]);
    const [a] = instances as [ServerProcess];
    const account = await registerAccount(origin(a).url, { name: 'اپراتور' });
    await promoteUser(database.db, account.email);
    token = account.token;
    film = await catalogFactory(database).title({ titleEn: 'Far Apart', titleFa: 'دور از هم', year: 2024 });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([...instances, ...workers].map((process) => process.stop()));
    await s3?.stop();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes each upload on both instances, across a dropped connection, and transcodes each file once on the workers', async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const clip = fs.readFileSync(makeTestClip(dataDir));
    const half = Math.floor(clip.length / 2);
    const uploadAcross = async (first: ServerProcess, second: ServerProcess, filename: string) => {
      const created = await tusClient(origin(first), token).create(clip.length, {
        titleId: String(film.id),
        purpose: 'file',
        language: 'original',
        premiumOnly: 'false',
        filename,
        filetype: 'video/mp4',
      });
      const location = created.headers.get('location') as string;
      const tusOnFirst = tusClient(origin(first), token);
      expect((await tusOnFirst.patch(location, 0, clip.subarray(0, half))).status).toBe(204);
      // The connection drops in the middle of the next part; the client resumes on the other
      // instance, which asks the first (through the shared lock) to give the upload up.
      await tusOnFirst.patchAndDrop(
        location,
        half,
        clip.subarray(half),
        Math.floor((clip.length - half) / 2),
      );
      const { answer, offsets } = await tusClient(origin(second), token).resume(location, clip);
      expect(offsets[0]).toBeGreaterThanOrEqual(half);
      expect(answer.status).toBe(204);
      expect(answer.headers.get('upload-offset')).toBe(String(clip.length));
      return answer.headers.get('pardeh-asset-id') as string;
    };
    const assetIds = [await uploadAcross(a, b, 'one.mp4'), await uploadAcross(b, a, 'two.mp4')];

    for (const assetId of assetIds) {
      const { status, media } = await waitForAsset(origin(a), token, film.id, assetId);
      expect(status).toBe('ready');
      const file = media.files.find((candidate) => candidate.asset?.id === assetId);
      uploaded.push({ assetId, playlist: String(file?.url) });
    }
    const jobs = await database.sql.query<{ asset_id: string; status: string; attempts: number }>(
      "SELECT asset_id, status, attempts FROM media_jobs WHERE kind = 'transcode' ORDER BY asset_id",
    );
    expect(jobs).toEqual(
      assetIds.toSorted().map((assetId) => ({ asset_id: assetId, status: 'done', attempts: 1 })),
    );
    // The workers ran them, once each, between them (a worker logs a job after committing it).
    const doneLines = () =>
      workers.flatMap((worker) =>
        worker
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"media job done"')),
      );
    await expect.poll(() => doneLines().length).toBe(2);
  });

  it('plays both results through both instances, segments with ranges', async () => {
    for (const server of instances) {
      for (const { playlist } of uploaded) {
        const masterUrl = new URL(playlist, server.url);
        const master = await fetch(masterUrl);
        expect(master.status).toBe(200);
        const variant = new URL(
          (await master.text()).split('\n').find((line) => line.endsWith('.m3u8')) as string,
          masterUrl,
        );
        const segment = new URL(
          (await (await fetch(variant)).text()).split('\n').find((line) => line.endsWith('.m4s')) as string,
          variant,
        );
        const ranged = await fetch(segment, { headers: { range: 'bytes=0-511' } });
        expect(ranged.status).toBe(206);
        expect((await ranged.arrayBuffer()).byteLength).toBe(512);
      }
    }
  });

  it('hands a running job back on SIGTERM, and another worker finishes it', async () => {
    const [a] = instances as [ServerProcess];
    const longer = fs.readFileSync(makeTestClip(fs.mkdtempSync(path.join(dataDir, 'long-')), 12));
    const tus = tusClient(origin(a), token);
    const created = await tus.create(longer.length, {
      titleId: String(film.id),
      purpose: 'file',
      language: 'original',
      premiumOnly: 'false',
      filename: 'long.mp4',
      filetype: 'video/mp4',
    });
    const done = await tus.patch(created.headers.get('location') as string, 0, longer);
    const assetId = done.headers.get('pardeh-asset-id') as string;
    const runner = async () => {
      const [job] = await database.sql.query<{ locked_by: string | null }>(
        "SELECT locked_by FROM media_jobs WHERE asset_id = $1 AND status = 'running'",
        [assetId],
      );
      return workers.find((worker) => job?.locked_by?.includes(`:${worker.pid}:`));
    };
    await expect.poll(runner, { interval: 20 }).toBeDefined();
    const stopping = (await runner()) as MediaWorkerProcess;
    expect(await stopping.stop('SIGTERM')).toBe(0);
    expect(stopping.output()).toContain('"msg":"media job interrupted"');
    expect(stopping.output()).toContain('Pardeh media worker stopped (SIGTERM)');
    workers = workers.filter((worker) => worker !== stopping);

    expect((await waitForAsset(origin(a), token, film.id, assetId)).status).toBe('ready');
    // Handed back untried: the other worker's run is the job's first and only try.
    const [job] = await database.sql.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM media_jobs WHERE asset_id = $1',
      [assetId],
    );
    expect(job).toEqual({ status: 'done', attempts: 1 });
  });
});
