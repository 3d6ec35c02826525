import { execFileSync } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminSubtitle, WatchFile } from '@pardeh/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoCatalogue } from '../../src/catalog/seed/demo-content.ts';
import { writeDemoPlan } from '../../src/catalog/seed/seed-demo-files.ts';
import { titleFiles } from '../../src/db/schema/catalog.ts';
import { signMediaPass } from '../../src/media/access/media-pass-token.ts';
import { messages } from '../../src/messages.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { postJson, registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { makeTestClip, startTestMediaWorker, waitForAsset } from '../support/media-client.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { useWebAppServer } from '../support/web-app-server.ts';

type Account = Awaited<ReturnType<typeof registerAccount>>;

/**
 * Entitlement on every byte (#30): a premium file's playlists, segments, key, seek previews,
 * subtitles and progressive files answer only with a pass (a cookie on the stream's path) of a
 * user with premium now; free media stay public. The stream's segments are AES-128 encrypted.
 */
describe(`premium media access (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let worker: ReturnType<typeof startTestMediaWorker>;
  let importDir: string;
  let admin: Account;
  let subscriber: Account;
  let freeUser: Account;
  let film: { id: number };
  let fileId: number;
  /** `/media/<asset>/<stream>` of the premium HLS file. */
  let stream: string;
  let subtitleUrl: string;
  let sheet: string;
  /** Progressive files written straight into storage: one premium-only, one free. */
  const progressive = { premium: '/media/progressive/premium.webm', free: '/media/progressive/free.webm' };
  let progressiveId: number;

  const premiumFor = (account: Account, action: 'extend' | 'end') =>
    adminRequest(server, admin.token, 'POST', `/api/admin/users/${account.user.id}/premium`, {
      action,
      ...(action === 'extend' ? { days: 30 } : {}),
      reason: 'آزمون دسترسی',
    });

  /** The cookies a pass answer sets, as `name=value` by path. */
  async function passOf(account: Account, id = fileId) {
    const answer = await postJson(
      server.url,
      '/api/media/passes',
      { fileId: id },
      { bearer: account.token, csrf: false },
    );
    const cookies = new Map<string, string>();
    for (const line of answer.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const pathAttribute = attributes.find((attribute) => attribute.startsWith('Path='));
      cookies.set(pathAttribute?.slice(5) ?? '', pair);
    }
    return {
      status: answer.status,
      body: await answer.json(),
      cookies,
      lines: answer.headers.getSetCookie(),
    };
  }

  const get = (address: string, cookie?: string) =>
    fetch(`${server.url}${address}`, cookie ? { headers: { cookie } } : {});

  beforeAll(async () => {
    importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-access-'));
    server = await startTestApp({
      SEED_CATALOGUE: 'false',
      MEDIA_FFMPEG_PRESET: 'ultrafast',
      MEDIA_IMPORT_DIR: importDir,
      // Read every time: an operator's change is seen by the next request.
      MEDIA_ACCESS_CACHE_SECONDS: '0',
    });
    worker = startTestMediaWorker(server);
    [admin, subscriber, freeUser] = await Promise.all([
      registerAdmin(server),
      registerAccount(server.url, { name: 'مشترک' }),
      registerAccount(server.url, { name: 'رایگان' }),
    ]);
    expect((await premiumFor(subscriber, 'extend')).status).toBe(200);
    film = await catalogFactory(server.database).title({ titleEn: 'Locked', year: 2025 });

    const answer = await adminRequest(server, admin.token, 'POST', '/api/admin/media/assets', {
      titleId: film.id,
      premiumOnly: true,
      // Three seconds: long enough for a seek-preview sheet (a frame every 5 s, rounded to the nearest).
      source: { kind: 'path', path: makeTestClip(importDir, 3) },
    });
    expect(answer.status).toBe(201);
    const { id } = (await readJson<{ data: { id: string } }>(answer)).data;
    const { status, media } = await waitForAsset(server, admin.token, film.id, id, 120_000);
    expect(status).toBe('ready');
    const file = media.files.find((candidate) => candidate.asset?.id === id);
    fileId = file?.id as number;
    stream = String(file?.url).replace(/\/master\.m3u8$/, '');
    const subtitle = await adminRequest(
      server,
      admin.token,
      'POST',
      `/api/admin/media/files/${fileId}/subtitles`,
      {
        language: 'fa',
        label: 'فارسی',
        text: 'WEBVTT\n\n00:00.000 --> 00:01.000\nسلام\n',
      },
    );
    expect(subtitle.status).toBe(201);
    subtitleUrl = (await readJson<{ data: AdminSubtitle }>(subtitle)).data.url;

    const mediaDir = server.app.config.media.dir;
    const thumbnailsDir = path.join(mediaDir, stream.slice('/media/'.length), 'thumbnails');
    sheet = fs.readdirSync(thumbnailsDir).find((name) => name.endsWith('.jpg')) as string;
    fs.mkdirSync(path.join(mediaDir, 'progressive'), { recursive: true });
    for (const address of Object.values(progressive)) {
      fs.copyFileSync(path.join(importDir, 'clip.mp4'), path.join(mediaDir, address.slice('/media/'.length)));
    }
    const rows = await server.database.db
      .insert(titleFiles)
      .values([
        // The HLS file's version (same language): a quality the player may switch to.
        {
          titleId: film.id,
          quality: '1080p',
          language: 'original',
          url: progressive.premium,
          premiumOnly: true,
        },
        { titleId: film.id, quality: '480p', language: 'dubbed', url: progressive.free, premiumOnly: false },
      ])
      .returning();
    progressiveId = rows[0]?.id as number;
  }, 180_000);
  afterAll(async () => {
    await worker?.stop();
    await server?.close();
    if (importDir) fs.rmSync(importDir, { recursive: true, force: true });
  });

  /** Everything of the premium file a player fetches. */
  const premiumAddresses = () => [
    `${stream}/master.m3u8`,
    `${stream}/480p/index.m3u8`,
    `${stream}/480p/init.mp4`,
    `${stream}/480p/segment-000.m4s`,
    `${stream}/key`,
    `${stream}/thumbnails/thumbnails.vtt`,
    `${stream}/thumbnails/${sheet}`,
    subtitleUrl,
    progressive.premium,
  ];

  const expectRefused = async (answer: Response, message: string = messages.mediaAccess.passMissing) => {
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.json()).toEqual({ message });
  };

  it('refuses every premium address without a pass, and serves it privately with one', async () => {
    for (const address of premiumAddresses()) await expectRefused(await get(address));
    // Another spelling of the same file is the same file.
    await expectRefused(await get(`${stream}//480p/%69ndex.m3u8`));

    const { status, body, cookies, lines } = await passOf(subscriber);
    expect(status).toBe(200);
    const { data } = body as { data: { expiresAt: string; renewAfterSeconds: number } };
    expect(data.renewAfterSeconds).toBe(300);
    expect(Date.parse(data.expiresAt) - Date.now()).toBeGreaterThan(590_000);
    // One cookie per scope: the stream, its seek previews, its subtitles' folder, and the
    // progressive quality beside it.
    expect([...cookies.keys()].sort()).toEqual(
      [
        `${stream}/`,
        `${stream}/thumbnails/`,
        subtitleUrl.slice(0, subtitleUrl.lastIndexOf('/') + 1),
        progressive.premium,
      ].sort(),
    );
    for (const line of lines) expect(line).toMatch(/HttpOnly; SameSite=Lax/);
    const all = [...cookies.values()].join('; ');
    for (const address of premiumAddresses()) {
      const served = await get(address, all);
      expect(served.status, address).toBe(200);
      expect(served.headers.get('cache-control'), address).toMatch(/^private/);
      await served.arrayBuffer();
    }
  });

  it('leaves free media public and cacheable', async () => {
    const free = await get(progressive.free);
    expect(free.status).toBe(200);
    expect(free.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await free.arrayBuffer();
    const poster = await get(`${stream.slice(0, stream.lastIndexOf('/'))}/poster.jpg`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('cache-control')).toMatch(/^public/);
    await poster.arrayBuffer();
  });

  it('refuses a tampered, expired, misplaced or unentitled pass', async () => {
    const { cookies } = await passOf(subscriber);
    const streamPass = cookies.get(`${stream}/`) as string;
    const [name, token = ''] = streamPass.split('=');
    const segment = `${stream}/480p/segment-000.m4s`;
    // Tampered: one character of the signature changed, or another user's id.
    const flipped = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    await expectRefused(await get(segment, `${name}=${flipped}`));
    await expectRefused(await get(segment, `${name}=${token.replace(/^\d+/, String(freeUser.user.id))}`));
    // Another stream's pass (the progressive file's) for this stream.
    await expectRefused(await get(segment, cookies.get(progressive.premium)));
    // Signed with the server's key, but expired, or for a user without premium.
    const key = await server.app.mediaAccess.signingKey();
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = signMediaPass(key, `${stream}/`, { userId: subscriber.user.id, expiresAt: past });
    await expectRefused(await get(segment, `${name}=${expired}`));
    const soon = Math.floor(Date.now() / 1000) + 60;
    const unentitled = signMediaPass(key, `${stream}/`, { userId: freeUser.user.id, expiresAt: soon });
    await expectRefused(await get(segment, `${name}=${unentitled}`), messages.mediaAccess.premiumRequired);
    // A free user is given no pass at all.
    const refused = await passOf(freeUser);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: messages.mediaAccess.premiumRequired });
    expect(refused.lines).toEqual([]);
    const anonymous = await postJson(server.url, '/api/media/passes', { fileId }, { csrf: false });
    expect(anonymous.status).toBe(401);
    await anonymous.arrayBuffer();
  });

  it('stops serving a user whose premium an operator ended', async () => {
    const other = await registerAccount(server.url, { name: 'پایان اشتراک' });
    expect((await premiumFor(other, 'extend')).status).toBe(200);
    const { cookies } = await passOf(other, progressiveId);
    const pass = cookies.get(progressive.premium) as string;
    const served = await get(progressive.premium, pass);
    expect(served.status).toBe(200);
    await served.arrayBuffer();
    expect((await premiumFor(other, 'end')).status).toBe(200);
    await expectRefused(await get(progressive.premium, pass), messages.mediaAccess.premiumRequired);
  });

  it('encrypts the segments: without the key they do not decode, with it they do', async () => {
    const { cookies } = await passOf(subscriber);
    const pass = cookies.get(`${stream}/`) as string;
    const playlist = await (await get(`${stream}/480p/index.m3u8`, pass)).text();
    expect(playlist).toMatch(/#EXT-X-MAP:URI="init\.mp4"\n#EXT-X-KEY:METHOD=AES-128,URI="\.\.\/key"\n/);
    const bytes = async (address: string) => Buffer.from(await (await get(address, pass)).arrayBuffer());
    const init = await bytes(`${stream}/480p/init.mp4`);
    const segment = await bytes(`${stream}/480p/segment-000.m4s`);
    const key = await bytes(`${stream}/key`);
    expect(key).toHaveLength(16);
    /** Whether ffmpeg decodes the init segment followed by this media segment. */
    const decodes = (name: string, media: Buffer) => {
      const file = path.join(importDir, name);
      fs.writeFileSync(file, Buffer.concat([init, media]));
      try {
        execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'null', '-'], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    };
    expect(decodes('copied.mp4', segment)).toBe(false);
    // The IV is the segment's media sequence number (0), as the playlist names none.
    const decipher = createDecipheriv('aes-128-cbc', key, Buffer.alloc(16));
    const clear = Buffer.concat([decipher.update(segment), decipher.final()]);
    expect(decodes('decrypted.mp4', clear)).toBe(true);
    expect(clear.subarray(4, 8).toString('latin1')).toMatch(/^(styp|moof)$/);
  });

  it('gives the watch answer the same addresses as before: the pass travels beside them', async () => {
    const watch = await readJson<{ data: WatchFile }>(
      await fetch(`${server.url}/api/watch/${film.id}/${fileId}`, {
        headers: { authorization: `Bearer ${subscriber.token}` },
      }),
    );
    expect(watch.data.url).toBe(`${stream}/master.m3u8`);
  });
});

/** The demo catalogue's files (#30): its premium clip has a fixed address, which plays only with a pass. */
describe(`the demo's premium files (${testDatabaseKind()})`, () => {
  const publicMedia = path.resolve(import.meta.dirname, '../../../web/public/media');
  const clip = (name: string) => fs.readFileSync(path.join(publicMedia, name));
  const server = useWebAppServer(
    {
      'index.html': '<!doctype html><html><head></head><body></body></html>',
      'media/sample-480p.webm': clip('sample-480p.webm'),
      'media/sample-720p.webm': clip('sample-720p.webm'),
      'media/sample-1080p.webm': clip('sample-1080p.webm'),
    },
    { SEED_CATALOGUE: 'false' },
  );

  it('serve every premium file only with a pass, and the free ones and the trailer to anyone', async () => {
    // The seed's plan for two dubbed and subtitled films: one with premium extras (even id), one without.
    const make = catalogFactory(server.database);
    const films = [await make.title({ titleEn: 'Demo A' }), await make.title({ titleEn: 'Demo B' })];
    const demo = loadDemoCatalogue();
    await server.database.sql.transaction((tx) =>
      writeDemoPlan(tx, demo, {
        flags: films.map((film) => ({ id: film.id, isDubbed: true, hasSubtitle: true })),
        playable: films.map((film) => ({ titleId: film.id, episodeId: null, dubbed: true, subtitled: true })),
      }),
    );
    const rows = await server.database.db
      .selectDistinct({ url: titleFiles.url, premiumOnly: titleFiles.premiumOnly })
      .from(titleFiles);
    const premium = rows.filter((row) => row.premiumOnly).map((row) => row.url);
    expect(premium).toEqual(['/media/sample-1080p.webm']);
    // No address is both: a free file or the trailer sharing it would open it to everyone.
    expect(rows.filter((row) => !row.premiumOnly).map((row) => row.url)).not.toContain(premium[0]);
    const refused = await fetch(`${server.url}/media/sample-1080p.webm`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: messages.mediaAccess.passMissing });
    for (const free of ['/media/sample-480p.webm', '/media/sample-720p.webm']) {
      const answer = await fetch(`${server.url}${free}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toMatch(/^public/);
      await answer.arrayBuffer();
    }

    const admin = await registerAdmin(server);
    const viewer = await registerAccount(server.url, { name: 'تماشاگر' });
    // A pass of this user before they had premium (one that had run out, say): refused, and their
    // lack of premium is now remembered (MEDIA_ACCESS_CACHE_SECONDS, 30 here)…
    const key = await server.app.mediaAccess.signingKey();
    const stale = signMediaPass(key, '/media/sample-1080p.webm', {
      userId: viewer.user.id,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    const before = await fetch(`${server.url}/media/sample-1080p.webm`, {
      headers: { cookie: `pardeh_media=${stale}` },
    });
    expect(before.status).toBe(403);
    expect(await before.json()).toEqual({ message: messages.mediaAccess.premiumRequired });
    // …yet once they buy premium, the pass they are given plays at once.
    const extended = await adminRequest(
      server,
      admin.token,
      'POST',
      `/api/admin/users/${viewer.user.id}/premium`,
      {
        action: 'extend',
        days: 1,
        reason: 'آزمون نمونه‌ها',
      },
    );
    expect(extended.status).toBe(200);
    const [file] = await server.database.db
      .select({ id: titleFiles.id })
      .from(titleFiles)
      .where(eq(titleFiles.url, '/media/sample-1080p.webm'))
      .limit(1);
    const pass = await postJson(
      server.url,
      '/api/media/passes',
      { fileId: file?.id },
      { bearer: viewer.token, csrf: false },
    );
    expect(pass.status).toBe(200);
    await pass.arrayBuffer();
    const cookie = pass.headers
      .getSetCookie()
      .find((line) => line.includes('Path=/media/sample-1080p.webm;'))
      ?.split(';')[0];
    const played = await fetch(`${server.url}/media/sample-1080p.webm`, {
      headers: { cookie: cookie ?? '' },
    });
    expect(played.status).toBe(200);
    expect(played.headers.get('cache-control')).toMatch(/^private/);
    await played.arrayBuffer();
  });
});
