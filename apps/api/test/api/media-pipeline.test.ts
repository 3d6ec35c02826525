import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminMediaJob, AuditEntry, TitleDetail, WatchFile } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import {
  makeTestClip,
  startTestMediaWorker,
  titleMedia,
  tusClient,
  waitForAsset,
} from '../support/media-client.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type Account = Awaited<ReturnType<typeof registerAccount>>;

/**
 * The pipeline end to end, once per database (transcoding is the costly part): a generated clip
 * uploaded through tus with a dropped connection in the middle, transcoded into HLS, published as
 * the title's file, served with ranges; a broken file failing with its Persian reason; deleting
 * the file removing its renditions.
 */
describe(`the media pipeline (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let worker: ReturnType<typeof startTestMediaWorker>;
  let admin: Account;
  let user: Account;
  let clipDir: string;
  let film: { id: number; imdbId: string | null };
  let fileId: number;
  let assetId: string;
  /** The stream folder of the uploaded file, e.g. /media/<asset>/<random>. */
  let streamUrl: string;

  beforeAll(async () => {
    server = await startTestApp({ SEED_CATALOGUE: 'false', MEDIA_FFMPEG_PRESET: 'ultrafast' });
    worker = startTestMediaWorker(server);
    admin = await registerAdmin(server);
    user = await registerAccount(server.url, { name: 'سارا' });
    film = await catalogFactory(server.database).title({
      titleEn: 'Test Pattern',
      titleFa: 'الگوی آزمون',
      year: 2024,
    });
    clipDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-clip-'));
  });
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    if (clipDir) fs.rmSync(clipDir, { recursive: true, force: true });
  });

  const metadata = (filename: string) => ({
    titleId: String(film.id),
    purpose: 'file',
    language: 'dubbed',
    premiumOnly: 'false',
    filename,
    filetype: 'video/mp4',
  });

  it('resumes an interrupted upload, transcodes it to HLS and publishes the file', async () => {
    const clip = fs.readFileSync(makeTestClip(clipDir));
    const tus = tusClient(server, admin.token);
    const created = await tus.create(clip.length, metadata('clip.mp4'));
    expect(created.status).toBe(201);
    const location = created.headers.get('location') as string;
    expect(location).toMatch(/^\/api\/admin\/media\/uploads\/[0-9a-f]{32}$/);

    const firstPart = Math.floor(clip.length / 3);
    const first = await tus.patch(location, 0, clip.subarray(0, firstPart));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(firstPart));
    // The connection drops halfway through the second part.
    await tus.patchAndDrop(
      location,
      firstPart,
      clip.subarray(firstPart),
      Math.floor((clip.length - firstPart) / 2),
    );
    const { answer: last, offsets } = await tus.resume(location, clip);
    expect(offsets[0]).toBeGreaterThanOrEqual(firstPart);
    expect(offsets[0]).toBeLessThan(clip.length);
    expect(last.status, await last.clone().text()).toBe(204);
    expect(last.headers.get('upload-offset')).toBe(String(clip.length));
    assetId = last.headers.get('pardeh-asset-id') as string;
    expect(assetId).toMatch(/^[0-9a-f-]{36}$/);

    const { status, media, asset } = await waitForAsset(server, admin.token, film.id, assetId);
    expect(status).toBe('ready');
    expect(asset).toMatchObject({ width: 854, height: 480, sourceKind: 'upload', sourceName: 'clip.mp4' });
    expect(asset.durationSeconds).toBeGreaterThan(1.5);
    expect(asset.renditions.map((rendition) => rendition.name)).toEqual(['480p']);
    expect(asset.poster).toBe(`/media/${assetId}/poster.jpg`);
    expect(asset.screenshots).toHaveLength(3);
    const file = media.files.find((candidate) => candidate.asset?.id === assetId);
    expect(file).toMatchObject({ quality: '480p', language: 'dubbed', premiumOnly: false });
    // The stream sits in a folder of its own random name: the poster's address does not lead to it.
    expect(file?.url).toMatch(new RegExp(`^/media/${assetId}/[0-9a-f-]{36}/master\\.m3u8$`));
    streamUrl = String(file?.url).replace(/\/master\.m3u8$/, '');
    expect((await fetch(`${server.url}/media/${assetId}/master.m3u8`)).status).toBe(404);
    expect(file?.sizeBytes).toBeGreaterThan(10_000);
    fileId = file?.id as number;
    // The upload leaves the work folder once published (just after the commit the test saw).
    await expect.poll(() => fs.readdirSync(path.join(server.dataDir, 'media-work', 'uploads'))).toEqual([]);

    const upload = await readJson<{ data: AuditEntry[] }>(
      await adminRequest(
        server,
        admin.token,
        'GET',
        `/api/admin/audit?target_type=media-asset&target_id=${assetId}`,
      ),
    );
    expect(upload.data).toMatchObject([
      { action: 'upload-media', actor: { id: admin.user.id }, before: null },
    ]);
  });

  it('shows the new file on the public pages and serves it with ranges and long caches', async () => {
    const detail = await readJson<{ data: TitleDetail }>(await fetch(`${server.url}/api/titles/${film.id}`));
    expect(detail.data.files.items.map((item) => item.id)).toContain(fileId);

    const watch = await readJson<{ data: WatchFile }>(
      await fetch(`${server.url}/api/watch/${film.id}/${fileId}`),
    );
    expect(watch.data).toMatchObject({ access: 'granted', url: `${streamUrl}/master.m3u8` });
    expect(watch.data.poster).toBe(`/media/${assetId}/poster.jpg`);

    const master = await fetch(`${server.url}${streamUrl}/master.m3u8`);
    expect(master.status).toBe(200);
    expect(master.headers.get('cache-control')).toBe('public, max-age=300');
    const masterText = await master.text();
    expect(masterText).toContain('#EXT-X-STREAM-INF');
    expect(masterText).toMatch(/CODECS="avc1\.[0-9a-f]+,mp4a\.40\.2"/);
    expect(masterText).toContain('480p/index.m3u8');
    const playlist = await (await fetch(`${server.url}${streamUrl}/480p/index.m3u8`)).text();
    const segment = playlist.split('\n').find((line) => line.endsWith('.m4s'));
    expect(segment).toBe('segment-000.m4s');

    const ranged = await fetch(`${server.url}${streamUrl}/480p/${segment}`, {
      headers: { range: 'bytes=0-99' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('accept-ranges')).toBe('bytes');
    expect(ranged.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect(ranged.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);
    const poster = await fetch(`${server.url}/media/${assetId}/poster.jpg`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
  });

  it('fails a broken file with a Persian reason, without retrying and without a file on the site', async () => {
    const junk = randomBytes(64 * 1024);
    const tus = tusClient(server, admin.token);
    const created = await tus.create(junk.length, metadata('broken.mp4'));
    const done = await tus.patch(created.headers.get('location') as string, 0, junk);
    expect(done.status).toBe(204);
    const brokenId = done.headers.get('pardeh-asset-id') as string;

    const { status, media, asset } = await waitForAsset(server, admin.token, film.id, brokenId);
    expect(status).toBe('failed');
    expect(asset.error).toBe('فایل ویدیویی خوانا نیست.');
    expect(media.files).toHaveLength(1);
    const jobs = await readJson<{ data: AdminMediaJob[] }>(
      await adminRequest(server, admin.token, 'GET', '/api/admin/media/jobs?status=failed'),
    );
    const job = jobs.data.find((candidate) => candidate.asset?.id === brokenId);
    expect(job).toMatchObject({ kind: 'transcode', attempts: 1, lastError: 'فایل ویدیویی خوانا نیست.' });
    expect(job?.asset?.title).toMatchObject({ id: film.id, name: 'الگوی آزمون' });
    const detail = await readJson<{ data: TitleDetail }>(await fetch(`${server.url}/api/titles/${film.id}`));
    expect(detail.data.files.items.map((item) => item.id)).toEqual([fileId]);

    // A failed source can be deleted, and its upload with it.
    const deleted = await adminRequest(server, admin.token, 'DELETE', `/api/admin/media/assets/${brokenId}`);
    expect(deleted.status).toBe(204);
    expect((await titleMedia(server, admin.token, film.id)).assets).toEqual([]);
    expect(fs.readdirSync(path.join(server.dataDir, 'media-work', 'uploads'))).toEqual([]);
  });

  it('deletes a file with its renditions, and the title page stops listing it', async () => {
    expect(fs.existsSync(path.join(server.dataDir, streamUrl, 'master.m3u8'))).toBe(true);
    expect(
      (await adminRequest(server, user.token, 'DELETE', `/api/admin/media/files/${fileId}`)).status,
    ).toBe(403);
    const deleted = await adminRequest(server, admin.token, 'DELETE', `/api/admin/media/files/${fileId}`);
    expect(deleted.status).toBe(204);
    expect(fs.existsSync(path.join(server.dataDir, 'media', assetId))).toBe(false);
    expect((await fetch(`${server.url}${streamUrl}/master.m3u8`)).status).toBe(404);
    const detail = await readJson<{ data: TitleDetail }>(await fetch(`${server.url}/api/titles/${film.id}`));
    expect(detail.data.files.items).toEqual([]);
    const audit = await readJson<{ data: AuditEntry[] }>(
      await adminRequest(
        server,
        admin.token,
        'GET',
        `/api/admin/audit?target_type=title-file&target_id=${fileId}`,
      ),
    );
    expect(audit.data).toMatchObject([
      { action: 'delete-media-file', before: { id: fileId, quality: '480p', assetId }, after: null },
    ]);
  });

  it('refuses sources by server path while no import folder is configured', async () => {
    const answer = await adminRequest(server, admin.token, 'POST', '/api/admin/media/assets', {
      titleId: film.id,
      source: { kind: 'path', path: '/srv/films/heat.mkv' },
    });
    expect(answer.status).toBe(422);
    expect((await readJson(answer)).message).toBe(
      'ثبت فایل از مسیر سرور فعال نیست (MEDIA_IMPORT_DIR تنظیم نشده است).',
    );
  });
});
