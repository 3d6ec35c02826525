import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AdminSubtitle } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBucketKeys, openMediaBucket, readBucketObject } from '../../src/media/storage/media-bucket.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { makeTestClip, startTestMediaWorker, tusClient, waitForAsset } from '../support/media-client.ts';
import { readJson } from '../support/read-json.ts';
import { type S3TestServer, startS3Server } from '../support/s3-server.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

const BUCKET = 'pardeh-media';
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * MEDIA_STORAGE=s3 against a real S3-speaking server (moto, support/s3-server.ts): an upload
 * lands in the bucket through tus, the transcode's files go there, `/media/*` streams them with
 * ranges, and deleting removes them. One clip, one server, once per database.
 */
describe(`media in an S3 bucket (${testDatabaseKind()})`, () => {
  let s3: S3TestServer;
  let server: TestApp;
  let worker: ReturnType<typeof startTestMediaWorker>;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let clipDir: string;
  let film: { id: number };
  let streamUrl: string;
  let assetId: string;
  let fileId: number;
  const bucket = () => {
    const { s3: config } = server.app.config.media;
    if (!config) throw new Error('the server is not on S3 storage');
    return openMediaBucket(config);
  };
  const keysUnder = async (prefix: string) => {
    const keys: string[] = [];
    for await (const item of listBucketKeys(bucket(), prefix)) {
      keys.push(item.key);
    }
    return keys;
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    await s3.createBucket(BUCKET);
    server = await startTestApp({
      SEED_CATALOGUE: 'false',
      MEDIA_FFMPEG_PRESET: 'ultrafast',
      ...s3.env(BUCKET),
    });
    worker = startTestMediaWorker(server);
    admin = await registerAdmin(server);
    film = await catalogFactory(server.database).title({ titleEn: 'Bucket', titleFa: 'سطل', year: 2024 });
    clipDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-s3-clip-'));
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    await s3?.stop();
    if (clipDir) fs.rmSync(clipDir, { recursive: true, force: true });
  });

  it('takes an upload into the bucket, transcodes it there and removes the upload once published', async () => {
    const clip = fs.readFileSync(makeTestClip(clipDir));
    const tus = tusClient(server, admin.token);
    const created = await tus.create(clip.length, {
      titleId: String(film.id),
      purpose: 'file',
      language: 'original',
      premiumOnly: 'false',
      filename: 'clip.mp4',
      filetype: 'video/mp4',
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    // The address names the upload; its key in the bucket is under uploads/.
    expect(location).toMatch(/^\/api\/admin\/media\/uploads\/[0-9a-f]{32}$/);
    const half = Math.floor(clip.length / 2);
    expect((await tus.patch(location, 0, clip.subarray(0, half))).status).toBe(204);
    const uploadKey = `uploads/${location.split('/').pop()}`;
    expect(await keysUnder('uploads/')).toContain(`${uploadKey}.info`);

    const done = await tus.patch(location, half, clip.subarray(half));
    expect(done.status).toBe(204);
    assetId = done.headers.get('pardeh-asset-id') as string;
    const { status, media } = await waitForAsset(server, admin.token, film.id, assetId);
    expect(status).toBe('ready');
    const file = media.files.find((candidate) => candidate.asset?.id === assetId);
    streamUrl = String(file?.url).replace(/\/master\.m3u8$/, '');
    fileId = file?.id as number;

    const stored = await keysUnder(`${assetId}/`);
    expect(stored).toContain(`${streamUrl.slice('/media/'.length)}/master.m3u8`);
    expect(stored).toContain(`${assetId}/poster.jpg`);
    expect(stored.some((key) => key.includes('/thumbnails/'))).toBe(true);
    // Nothing went to the local media folder, and the upload left the bucket.
    expect(fs.existsSync(path.join(server.dataDir, 'media', assetId))).toBe(false);
    await expect.poll(() => keysUnder('uploads/')).toEqual([]);
  });

  it('streams playlists and segments from the bucket with ranges, validators and long caches', async () => {
    const master = await fetch(`${server.url}${streamUrl}/master.m3u8`);
    expect(master.status).toBe(200);
    expect(master.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(master.headers.get('cache-control')).toBe('public, max-age=300');
    // Relative addresses resolve under /media/, where this server answers them too.
    const variant = new URL(
      (await master.text()).split('\n').find((line) => line.endsWith('.m3u8')) as string,
      `${server.url}${streamUrl}/master.m3u8`,
    );
    const playlist = await (await fetch(variant)).text();
    const segmentUrl = new URL(playlist.split('\n').find((line) => line.endsWith('.m4s')) as string, variant);
    const whole = Buffer.from(await (await fetch(segmentUrl)).arrayBuffer());
    const ranged = await fetch(segmentUrl, { headers: { range: 'bytes=100-199' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(ranged.headers.get('accept-ranges')).toBe('bytes');
    expect(ranged.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(whole.subarray(100, 200));

    const head = await fetch(segmentUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(whole.length));
    const etag = head.headers.get('etag') as string;
    expect((await fetch(segmentUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(segmentUrl, { headers: { range: `bytes=${whole.length + 10}-` } })).status).toBe(416);
  });

  it('answers 404 for missing keys, uploads and names that are not plain', async () => {
    for (const pathname of [
      `${streamUrl}/nothing.m4s`,
      '/media/uploads/anything',
      '/media/.hidden',
      '/media/a/../b',
    ]) {
      expect((await fetch(`${server.url}${pathname}`)).status, pathname).toBe(404);
    }
  });

  it('keeps subtitles in the bucket and deletes a file with everything it stored', async () => {
    const added = await adminRequest(
      server,
      admin.token,
      'POST',
      `/api/admin/media/files/${fileId}/subtitles`,
      {
        language: 'fa',
        label: 'فارسی',
        text: '1\n00:00:00,000 --> 00:00:01,000\nسلام\n',
      },
    );
    expect(added.status).toBe(201);
    const subtitle = (await readJson<{ data: AdminSubtitle }>(added)).data;
    const served = await fetch(`${server.url}${subtitle.url}`);
    expect(served.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await served.text()).toContain('سلام');

    const deleted = await adminRequest(server, admin.token, 'DELETE', `/api/admin/media/files/${fileId}`);
    expect(deleted.status).toBe(204);
    expect(await keysUnder(`${assetId}/`)).toEqual([]);
    expect(await keysUnder('subtitles/')).toEqual([]);
    expect((await fetch(`${server.url}${streamUrl}/master.m3u8`)).status).toBe(404);
  });

  // The command needs no database: once is enough.
  it.runIf(testDatabaseKind() === 'pglite')(
    'copies the media folder and the pictures with `npm run media -- copy-to-s3`, checks them, and serves them',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-copy-'));
      const pictureKey = `ab${'0'.repeat(30)}`;
      const picture = Buffer.alloc(3000, 9);
      try {
        fs.mkdirSync(path.join(dataDir, 'media', 'asset-1', 'stream'), { recursive: true });
        fs.writeFileSync(path.join(dataDir, 'media', 'asset-1', 'poster.jpg'), Buffer.alloc(5000, 7));
        fs.writeFileSync(path.join(dataDir, 'media', 'asset-1', 'stream', 'master.m3u8'), '#EXTM3U\n');
        fs.writeFileSync(path.join(dataDir, 'media', 'asset-1', 'stream.123.partial'), 'half-written');
        fs.mkdirSync(path.join(dataDir, 'images', 'ab', pictureKey), { recursive: true });
        fs.writeFileSync(path.join(dataDir, 'images', 'ab', pictureKey, '320.webp'), picture);
        const run = () =>
          promisify(execFile)(
            process.execPath,
            ['--import', 'tsx', 'apps/api/src/cli/media.ts', 'copy-to-s3'],
            {
              cwd: repoRoot,
              env: { ...process.env, ...s3.env(BUCKET), DATA_DIR: dataDir, MEDIA_DIR: '' },
            },
          );
        const first = (await run()).stdout;
        expect(first).toContain('2 files (0.0 MiB): 2 copied, 0 already there, 0 different');
        expect(first).toContain('Left out (not media files): asset-1/stream.123.partial');
        expect(first).toContain('1 files (0.0 MiB): 1 copied, 0 already there, 0 different');
        const poster = await readBucketObject(bucket(), 'asset-1/poster.jpg', {});
        expect(poster).toMatchObject({ length: 5000, contentType: 'image/jpeg' });
        // Pictures are served from the bucket at /images/, never at /media/.
        const served = await fetch(`${server.url}/images/poster/${pictureKey}/320.webp`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer())).toEqual(picture);
        expect((await fetch(`${server.url}/media/images/ab/${pictureKey}/320.webp`)).status).toBe(404);
        // Run again (after an interruption, or a last time before switching): nothing is sent twice.
        const second = (await run()).stdout;
        expect(second).toContain('0 copied, 2 already there, 0 different');
        expect(second).toContain('0 copied, 1 already there, 0 different');
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  // Last: it stops the bucket's server.
  it('answers 503 in Persian while the bucket does not answer', async () => {
    await s3.stop();
    const answer = await fetch(`${server.url}/media/${assetId}/poster.jpg`);
    expect(answer.status).toBe(503);
    expect((await readJson(answer)).message).toBe(
      'فایل‌های ویدیو اکنون در دسترس نیستند؛ کمی بعد دوباره امتحان کنید.',
    );
  });
});
