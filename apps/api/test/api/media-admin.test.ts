import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type {
  AdminMediaAsset,
  AdminMediaFile,
  AdminMediaJob,
  AdminSubtitle,
  AuditEntry,
  TitleDetail,
  Trailer,
  WatchFile,
} from '@pardeh/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAssets, titles } from '../../src/db/schema/index.ts';
import { mediaDepsFor } from '../../src/media/media-deps.ts';
import { publishAsset } from '../../src/media/publish-asset.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { startTestMediaWorker, titleMedia, tusClient, waitForAsset } from '../support/media-client.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

type Account = Awaited<ReturnType<typeof registerAccount>>;

const PERSIAN_SRT = `1
00:00:01,000 --> 00:00:02,500
سلام، حالت چطور است؟

2
00:00:03,000 --> 00:00:04,000
<font color="#ffff00">DVD</font> را بیاور.
`;

/**
 * The media console API without transcoding (media-pipeline.test.ts transcodes): who may call
 * it, trailers, file flags, subtitles, sources registered by path or URL, the job list and its
 * retries, tus refusals, and `/media/*` refusing what is not in storage.
 */
describe(`the media console API (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let worker: ReturnType<typeof startTestMediaWorker>;
  let sourceServer: http.Server;
  let sourceUrl: string;
  let importDir: string;
  let admin: Account;
  let user: Account;
  let film: { id: number };
  let series: { id: number };
  let episodeId: number;
  let flagsFile: { id: number };
  let subtitledFile: { id: number };

  beforeAll(async () => {
    importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-import-'));
    server = await startTestApp({
      SEED_CATALOGUE: 'false',
      MEDIA_IMPORT_DIR: importDir,
      MEDIA_MAX_UPLOAD_BYTES: String(1024 * 1024),
    });
    worker = startTestMediaWorker(server);
    admin = await registerAdmin(server);
    user = await registerAccount(server.url, { name: 'سارا' });
    const make = catalogFactory(server.database);
    film = await make.title({ titleEn: 'Heat', titleFa: 'مخمصه', year: 1995 });
    series = await make.title({ titleEn: 'Serial', type: 'series' });
    episodeId = (await make.season(series.id, 1, ['Pilot'])).episodes[0]?.id as number;
    flagsFile = await make.file(film.id, { quality: '720p', language: 'original' });
    subtitledFile = await make.file(film.id, { quality: '1080p', language: 'original' });
    await make.file(series.id, { quality: '720p', language: 'original', episodeId });

    sourceServer = http.createServer((request, response) => {
      if (request.url === '/junk.mp4') {
        response.writeHead(200, { 'content-type': 'video/mp4' }).end(randomBytes(16 * 1024));
      } else if (request.url === '/page') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
      } else if (request.url === '/huge.mp4') {
        response.writeHead(200, { 'content-type': 'video/mp4', 'content-length': String(5 * 1024 * 1024) });
        response.end();
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => sourceServer.listen(0, '127.0.0.1', resolve));
    sourceUrl = `http://127.0.0.1:${(sourceServer.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    await new Promise((resolve) => sourceServer?.close(resolve));
    if (importDir) fs.rmSync(importDir, { recursive: true, force: true });
  });

  const call = (method: string, url: string, body?: unknown) =>
    adminRequest(server, admin.token, method, url, body);
  const auditOf = async (targetType: string, targetId: number | string) =>
    (
      await readJson<{ data: AuditEntry[] }>(
        await call('GET', `/api/admin/audit?target_type=${targetType}&target_id=${targetId}`),
      )
    ).data;
  const publicDetail = async (id: number) =>
    (await readJson<{ data: TitleDetail }>(await fetch(`${server.url}/api/titles/${id}`))).data;
  const register = (source: unknown, extra: Record<string, unknown> = {}) =>
    call('POST', '/api/admin/media/assets', { titleId: film.id, source, ...extra });

  it('answers 401 to visitors and 403 to ordinary users, never stored by caches', async () => {
    const uuid = randomUUID();
    const operations: Array<[string, string, unknown?]> = [
      ['GET', `/api/admin/titles/${film.id}/media`],
      ['PUT', `/api/admin/titles/${film.id}/trailer`, { url: null }],
      [
        'POST',
        '/api/admin/media/assets',
        { titleId: film.id, source: { kind: 'url', url: `${sourceUrl}/x.mp4` } },
      ],
      ['DELETE', `/api/admin/media/assets/${uuid}`],
      ['PATCH', `/api/admin/media/files/${flagsFile.id}`, { premiumOnly: true }],
      ['DELETE', `/api/admin/media/files/${flagsFile.id}`],
      [
        'POST',
        `/api/admin/media/files/${flagsFile.id}/subtitles`,
        { language: 'fa', label: 'فارسی', text: PERSIAN_SRT },
      ],
      ['DELETE', `/api/admin/media/files/${flagsFile.id}/subtitles/1`],
      ['GET', '/api/admin/media/jobs'],
      ['POST', '/api/admin/media/jobs/1/retry'],
      ['POST', '/api/admin/media/uploads'],
      ['HEAD', `/api/admin/media/uploads/${'a'.repeat(32)}`],
      ['PATCH', `/api/admin/media/uploads/${'a'.repeat(32)}`],
    ];
    for (const [method, url, body] of operations) {
      const visitor = await adminRequest(server, null, method, url, body);
      expect(visitor.status, `${method} ${url}`).toBe(401);
      expect(visitor.headers.get('cache-control'), `${method} ${url}`).toBe('no-store');
      expect((await adminRequest(server, user.token, method, url, body)).status, `${method} ${url}`).toBe(
        403,
      );
    }
    expect(await titleMedia(server, admin.token, film.id)).toMatchObject({
      assets: [],
      files: expect.any(Array),
    });
  });

  it("lists a title's files with their episodes, and 404s an unknown title", async () => {
    const media = await titleMedia(server, admin.token, series.id);
    expect(media.files).toMatchObject([{ episodeId, episode: { seasonNumber: 1, number: 1 }, asset: null }]);
    expect((await call('GET', '/api/admin/titles/999999/media')).status).toBe(404);
  });

  it('sets an external trailer, shown at once on the public trailer call and locked against importers', async () => {
    const before = await fetch(`${server.url}/api/watch/trailer/${film.id}`);
    expect(before.status).toBe(404);
    const url = 'https://cdn.example.com/heat-trailer.mp4';
    const set = await call('PUT', `/api/admin/titles/${film.id}/trailer`, { url });
    expect(set.status).toBe(200);
    expect((await readJson<{ data: unknown }>(set)).data).toEqual({ titleId: film.id, url });
    const after = await readJson<{ data: Trailer }>(
      await fetch(`${server.url}/api/watch/trailer/${film.id}`),
    );
    expect(after.data.url).toBe(url);
    const [row] = await server.database.db.select().from(titles).where(eq(titles.id, film.id));
    expect(row?.operatorLocked).toContain('trailerUrl');
    expect(await auditOf('title', film.id)).toMatchObject([
      { action: 'set-trailer', before: { trailerUrl: null }, after: { trailerUrl: url } },
    ]);

    expect(
      (await call('PUT', `/api/admin/titles/${film.id}/trailer`, { url: 'javascript:alert(1)' })).status,
    ).toBe(422);
    expect((await call('PUT', '/api/admin/titles/999999/trailer', { url })).status).toBe(404);
    expect((await call('PUT', `/api/admin/titles/${film.id}/trailer`, { url: null })).status).toBe(200);
    expect((await fetch(`${server.url}/api/watch/trailer/${film.id}`)).status).toBe(404);
  });

  it('publishes an uploaded trailer in one step and deletes it when an external one replaces it', async () => {
    const deps = mediaDepsFor(server.database.db, server.app.config.media);
    const assetId = randomUUID();
    await server.database.db.insert(mediaAssets).values({
      id: assetId,
      titleId: film.id,
      purpose: 'trailer',
      language: 'original',
      sourceKind: 'path',
      sourceName: '/library/trailer.mkv',
      status: 'transcoding',
    });
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-rendition-'));
    fs.writeFileSync(path.join(work, 'master.m3u8'), '#EXTM3U\n');
    await deps.storage.putDirectory(assetId, work);
    await publishAsset(
      deps,
      assetId,
      { complete: async () => {} },
      {
        durationSeconds: 90,
        width: 1280,
        height: 720,
        renditions: [{ name: '720p', width: 1280, height: 720, bandwidth: 3_000_000, sizeBytes: 8 }],
        sizeBytes: 8,
        playlistKey: `${assetId}/master.m3u8`,
        posterKey: `${assetId}/poster.jpg`,
        screenshotKeys: [],
        thumbnailsKey: null,
        gaps: null,
      },
    );
    const trailer = await readJson<{ data: Trailer }>(
      await fetch(`${server.url}/api/watch/trailer/${film.id}`),
    );
    expect(trailer.data.url).toBe(`/media/${assetId}/master.m3u8`);
    const media = await titleMedia(server, admin.token, film.id);
    expect(media.trailer).toMatchObject({
      url: `/media/${assetId}/master.m3u8`,
      asset: { id: assetId, status: 'ready' },
    });

    await call('PUT', `/api/admin/titles/${film.id}/trailer`, { url: 'https://cdn.example.com/new.mp4' });
    expect(fs.existsSync(path.join(server.app.config.media.dir, assetId))).toBe(false);
    expect((await titleMedia(server, admin.token, film.id)).trailer).toEqual({
      url: 'https://cdn.example.com/new.mp4',
      asset: null,
    });
  });

  it("changes a file's flags, visible at once on the title page, with the audit entry", async () => {
    const cached = await publicDetail(film.id);
    expect(cached.files.items.find((item) => item.id === flagsFile.id)).toMatchObject({ premiumOnly: false });
    const patched = await call('PATCH', `/api/admin/media/files/${flagsFile.id}`, {
      premiumOnly: true,
      language: 'dubbed',
    });
    expect(patched.status).toBe(200);
    expect((await readJson<{ data: AdminMediaFile }>(patched)).data).toMatchObject({
      id: flagsFile.id,
      premiumOnly: true,
      language: 'dubbed',
    });
    const fresh = await publicDetail(film.id);
    expect(fresh.files.items.find((item) => item.id === flagsFile.id)).toMatchObject({
      premiumOnly: true,
      language: 'dubbed',
    });
    expect(await auditOf('title-file', flagsFile.id)).toMatchObject([
      {
        action: 'update-media-file',
        before: { premiumOnly: false, language: 'original' },
        after: { premiumOnly: true, language: 'dubbed' },
      },
    ]);
    const empty = await call('PATCH', `/api/admin/media/files/${flagsFile.id}`, {});
    expect(empty.status).toBe(422);
    expect((await readJson(empty)).errors?.body?.[0]).toBe('هیچ فیلدی برای تغییر فرستاده نشده است.');
    expect((await call('PATCH', '/api/admin/media/files/999999', { premiumOnly: false })).status).toBe(404);
  });

  it('adds an SRT subtitle as right-to-left WebVTT, offered by the watch call, and deletes it', async () => {
    const added = await call('POST', `/api/admin/media/files/${subtitledFile.id}/subtitles`, {
      language: 'FA',
      label: 'فارسی',
      text: PERSIAN_SRT,
    });
    expect(added.status).toBe(201);
    const subtitle = (await readJson<{ data: AdminSubtitle }>(added)).data;
    expect(subtitle).toMatchObject({ fileId: subtitledFile.id, language: 'fa', label: 'فارسی' });
    expect(subtitle.url).toMatch(
      new RegExp(`^/media/subtitles/${subtitledFile.id}/[0-9a-f-]{36}\\.fa\\.vtt$`),
    );

    const vtt = await fetch(`${server.url}${subtitle.url}`);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(vtt.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await vtt.text()).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\n\u200fسلام، حالت چطور است؟\n\n' +
        '00:00:03.000 --> 00:00:04.000\n\u200fDVD را بیاور.\n',
    );
    const watch = await readJson<{ data: WatchFile }>(
      await fetch(`${server.url}/api/watch/${film.id}/${subtitledFile.id}`),
    );
    expect(watch.data.subtitles).toEqual([
      { id: subtitle.id, language: 'fa', label: 'فارسی', url: subtitle.url },
    ]);
    expect(watch.data.poster).toBeNull();
    const listed = (await titleMedia(server, admin.token, film.id)).files.find(
      (file) => file.id === subtitledFile.id,
    );
    expect(listed?.subtitles).toEqual([subtitle]);

    const removed = await call(
      'DELETE',
      `/api/admin/media/files/${subtitledFile.id}/subtitles/${subtitle.id}`,
    );
    expect(removed.status).toBe(204);
    expect((await fetch(`${server.url}${subtitle.url}`)).status).toBe(404);
    expect(
      (await call('DELETE', `/api/admin/media/files/${subtitledFile.id}/subtitles/${subtitle.id}`)).status,
    ).toBe(404);
    expect((await auditOf('title-file', subtitledFile.id)).map((entry) => entry.action)).toEqual([
      'delete-subtitle',
      'add-subtitle',
    ]);
  });

  it('gives a premium-only file’s subtitles to subscribers only', async () => {
    const added = await call('POST', `/api/admin/media/files/${flagsFile.id}/subtitles`, {
      language: 'en',
      label: 'English',
      text: 'WEBVTT\n\n00:01.000 --> 00:02.000 align:start\nHello.\n',
    });
    expect(added.status).toBe(201);
    const visitor = await readJson<{ data: WatchFile }>(
      await fetch(`${server.url}/api/watch/${film.id}/${flagsFile.id}`),
    );
    expect(visitor.data).toMatchObject({ access: 'premium-required', url: null, subtitles: [] });
  });

  it('refuses subtitles that are too large, unreadable or garbled, in Persian', async () => {
    const url = `/api/admin/media/files/${subtitledFile.id}/subtitles`;
    const cue = '00:00:01,000 --> 00:00:02,000\nسلام\n\n';
    const huge = await call('POST', url, {
      language: 'fa',
      label: 'فارسی',
      text: cue.repeat(Math.ceil((2 * 1024 * 1024) / cue.length) + 10),
    });
    expect(huge.status).toBe(413);
    expect((await readJson(huge)).message).toBe('حجم زیرنویس نباید بیش از ۲ مگابایت باشد.');
    const junk = await call('POST', url, { language: 'fa', label: 'فارسی', text: 'not a subtitle at all' });
    expect(junk.status).toBe(422);
    expect((await readJson(junk)).errors?.text?.[0]).toMatch(/خوانا نیست/);
    const garbled = await call('POST', url, {
      language: 'fa',
      label: 'فارسی',
      text: `1\n${cue}\ufffd\ufffd`,
    });
    expect(garbled.status).toBe(422);
    expect((await readJson(garbled)).errors?.text?.[0]).toMatch(/UTF-8/);
    expect((await call('POST', url, { language: 'farsi!', label: 'فارسی', text: cue })).status).toBe(422);
    expect(
      (
        await call('POST', '/api/admin/media/files/999999/subtitles', {
          language: 'fa',
          label: 'x',
          text: cue,
        })
      ).status,
    ).toBe(404);
  });

  it('deletes a file with its subtitle files', async () => {
    const added = await readJson<{ data: AdminSubtitle }>(
      await call('POST', `/api/admin/media/files/${subtitledFile.id}/subtitles`, {
        language: 'fa',
        label: 'فارسی',
        text: PERSIAN_SRT,
      }),
    );
    expect((await fetch(`${server.url}${added.data.url}`)).status).toBe(200);
    expect((await call('DELETE', `/api/admin/media/files/${subtitledFile.id}`)).status).toBe(204);
    expect(fs.existsSync(path.join(server.app.config.media.dir, 'subtitles', String(subtitledFile.id)))).toBe(
      false,
    );
    expect((await publicDetail(film.id)).files.items.map((item) => item.id)).not.toContain(subtitledFile.id);
    expect((await call('DELETE', `/api/admin/media/files/${subtitledFile.id}`)).status).toBe(404);
  });

  it('registers a source only from inside the import folder, links resolved', async () => {
    fs.writeFileSync(path.join(importDir, 'notes.txt'), 'hello');
    fs.symlinkSync('/etc/hostname', path.join(importDir, 'escape.mp4'));
    const refusals = {
      '/etc/passwd': 'این مسیر در پوشه‌ی ورود فایل‌ها (MEDIA_IMPORT_DIR) نیست.',
      [path.join(importDir, '../outside.mp4')]: 'این مسیر در پوشه‌ی ورود فایل‌ها (MEDIA_IMPORT_DIR) نیست.',
      [path.join(importDir, 'escape.mp4')]: 'این مسیر در پوشه‌ی ورود فایل‌ها (MEDIA_IMPORT_DIR) نیست.',
      [path.join(importDir, 'missing.mp4')]: 'فایلی در این مسیر روی سرور یافت نشد.',
      [path.join(importDir, 'notes.txt')]: 'این فایل ویدیو نیست؛ پسوند آن باید یکی از پسوندهای ویدیویی باشد.',
    };
    for (const [requested, message] of Object.entries(refusals)) {
      const answer = await register({ kind: 'path', path: requested });
      expect(answer.status, requested).toBe(422);
      expect((await readJson(answer)).errors?.['source.path'], requested).toEqual([message]);
    }
    expect((await register({ kind: 'path', path: 'relative/film.mp4' })).status).toBe(422);
    expect((await titleMedia(server, admin.token, film.id)).assets).toEqual([]);
  });

  it('transcodes a source from the import folder in place, and keeps it when the failed asset is deleted', async () => {
    const source = path.join(importDir, 'broken.mkv');
    fs.writeFileSync(source, randomBytes(8 * 1024));
    const answer = await register(
      { kind: 'path', path: source },
      { premiumOnly: true, language: 'subtitled' },
    );
    expect(answer.status).toBe(201);
    const asset = (await readJson<{ data: AdminMediaAsset }>(answer)).data;
    expect(asset).toMatchObject({
      sourceKind: 'path',
      sourceName: source,
      premiumOnly: true,
      language: 'subtitled',
    });
    expect(asset.jobId).toEqual(expect.any(Number));
    const { status } = await waitForAsset(server, admin.token, film.id, asset.id);
    expect(status).toBe('failed');
    expect((await call('DELETE', `/api/admin/media/assets/${asset.id}`)).status).toBe(204);
    expect(fs.existsSync(source)).toBe(true);
    expect((await auditOf('media-asset', asset.id)).map((entry) => entry.action)).toEqual([
      'delete-media-asset',
      'register-media',
    ]);
    expect((await call('DELETE', `/api/admin/media/assets/${asset.id}`)).status).toBe(404);
  });

  it('downloads a URL source, failing with the reason a server gives, and retries on request', async () => {
    const missing = (
      await readJson<{ data: AdminMediaAsset }>(await register({ kind: 'url', url: `${sourceUrl}/gone.mp4` }))
    ).data;
    const failed = await waitForAsset(server, admin.token, film.id, missing.id);
    expect(failed.asset.error).toBe('دریافت فایل از نشانی داده‌شده انجام نشد (HTTP 404).');
    const jobId = failed.asset.jobId as number;
    const retried = await call('POST', `/api/admin/media/jobs/${jobId}/retry`);
    expect(retried.status).toBe(200);
    expect((await readJson<{ data: AdminMediaJob }>(retried)).data).toMatchObject({
      id: jobId,
      kind: 'download-source',
    });
    expect((await auditOf('media-job', jobId)).map((entry) => entry.action)).toEqual(['retry-media-job']);
    expect((await waitForAsset(server, admin.token, film.id, missing.id)).status).toBe('failed');

    const page = (
      await readJson<{ data: AdminMediaAsset }>(await register({ kind: 'url', url: `${sourceUrl}/page` }))
    ).data;
    expect((await waitForAsset(server, admin.token, film.id, page.id)).asset.error).toBe(
      'نشانی داده‌شده فایل ویدیویی نیست.',
    );
    const huge = (
      await readJson<{ data: AdminMediaAsset }>(await register({ kind: 'url', url: `${sourceUrl}/huge.mp4` }))
    ).data;
    expect((await waitForAsset(server, admin.token, film.id, huge.id)).asset.error).toBe(
      'فایل نشانی داده‌شده بیش از حجم مجاز است.',
    );

    // Downloaded, then found not to be a video by the transcode job that follows.
    const junk = (
      await readJson<{ data: AdminMediaAsset }>(await register({ kind: 'url', url: `${sourceUrl}/junk.mp4` }))
    ).data;
    const junkFailed = await waitForAsset(server, admin.token, film.id, junk.id);
    expect(junkFailed.asset).toMatchObject({ error: 'فایل ویدیویی خوانا نیست.', sourceBytes: 16 * 1024 });
    const jobs = (await readJson<{ data: AdminMediaJob[] }>(await call('GET', '/api/admin/media/jobs'))).data;
    expect(jobs.filter((job) => job.asset?.id === junk.id).map((job) => [job.kind, job.status])).toEqual([
      ['transcode', 'failed'],
      ['download-source', 'done'],
    ]);
    const done = jobs.find((job) => job.asset?.id === junk.id && job.status === 'done') as AdminMediaJob;
    expect((await call('POST', `/api/admin/media/jobs/${done.id}/retry`)).status).toBe(409);
    expect((await call('POST', '/api/admin/media/jobs/999999/retry')).status).toBe(404);
    expect((await call('GET', '/api/admin/media/jobs?status=unknown')).status).toBe(422);
  });

  it('refuses to delete an asset that is ready or being worked on', async () => {
    const id = randomUUID();
    await server.database.db.insert(mediaAssets).values({
      id,
      titleId: film.id,
      purpose: 'file',
      language: 'original',
      sourceKind: 'upload',
      sourceName: 'done.mp4',
      status: 'ready',
    });
    const answer = await call('DELETE', `/api/admin/media/assets/${id}`);
    expect(answer.status).toBe(409);
    expect((await readJson(answer)).message).toMatch(/در حال پردازش است یا آماده شده است/);
    expect((await call('DELETE', '/api/admin/media/assets/not-a-uuid')).status).toBe(422);
  });

  it('refuses uploads that are too large, not videos, or for nothing that exists', async () => {
    const tus = tusClient(server, admin.token);
    const metadata = { titleId: String(film.id), filename: 'film.mp4', filetype: 'video/mp4' };
    const tooLarge = await tus.create(2 * 1024 * 1024, metadata);
    expect(tooLarge.status).toBe(413);
    // The limit in the unit it fills (1 MiB here), not as «۰ گیگابایت».
    expect((await readJson(tooLarge)).message).toBe('حجم فایل بیش از حد مجاز (۱ مگابایت) است.');
    const text = await tus.create(1000, { ...metadata, filename: 'notes.txt', filetype: 'text/plain' });
    expect(text.status).toBe(415);
    expect((await readJson(text)).message).toMatch(/تنها فایل‌های ویدیویی/);
    expect((await tus.create(1000, { filename: 'film.mp4' })).status).toBe(422);
    expect((await tus.create(1000, { ...metadata, titleId: '999999' })).status).toBe(404);
    expect(
      (await tus.create(1000, { ...metadata, titleId: String(series.id), episodeId: '999999' })).status,
    ).toBe(404);
    const trailerOfEpisode = await tus.create(1000, {
      ...metadata,
      titleId: String(series.id),
      episodeId: String(episodeId),
      purpose: 'trailer',
    });
    expect(trailerOfEpisode.status).toBe(422);
    expect(
      (await tus.create(1000, { ...metadata, titleId: String(series.id), episodeId: String(episodeId) }))
        .status,
    ).toBe(201);
  });

  it('answers upload preflights for the site’s origin without a session', async () => {
    const origin = new URL(server.url).origin;
    const preflight = await fetch(`${server.url}/api/admin/media/uploads`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, tus-resumable, upload-length, upload-metadata',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('upload-metadata');
  });

  it('serves nothing from outside media storage', async () => {
    for (const target of [
      '/media/..%2f..%2fetc%2fpasswd',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/.hidden',
    ]) {
      const answer = await fetch(`${server.url}${target}`);
      expect([403, 404], target).toContain(answer.status);
      expect((await readJson(answer)).message, target).toMatch(/[\u0600-\u06ff]/);
    }
    const missing = await fetch(`${server.url}/media/none/segment-000.m4s`);
    expect((await readJson(missing)).message).toBe('موردی که به دنبالش بودید یافت نشد.');
  });
});
