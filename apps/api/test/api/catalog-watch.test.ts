import {
  listOf,
  resourceOf,
  screenshotSchema,
  trailerMissingSchema,
  trailerSchema,
  watchFileSchema,
} from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;
let film: { id: number };
let plainFilm: { id: number };
let files: { free: { id: number }; premium: { id: number }; dubbed: { id: number } };
let otherFile: { id: number };

beforeAll(async () => {
  server = await startTestApp();
  const make = catalogFactory(server.database);
  film = await make.title({
    titleEn: 'The Shawshank Redemption',
    titleFa: 'رستگاری در شاوشنک',
    year: 1994,
    imdbId: 'tt0111161',
    trailerUrl: '/media/sample-720p.webm',
  });
  plainFilm = await make.title({ titleEn: 'Baran', year: 2001 });
  files = {
    free: await make.file(film.id, { quality: '480p', language: 'original' }),
    premium: await make.file(film.id, { quality: '1080p', language: 'original', premiumOnly: true }),
    dubbed: await make.file(film.id, { quality: '720p', language: 'dubbed' }),
  };
  otherFile = await make.file(plainFilm.id, { quality: '480p', language: 'original' });
  await make.screenshot(film.id, 1);
  await make.screenshot(film.id, 0);
});
afterAll(() => server.close());

const api = (path: string) => `${server.url}/api${path}`;
const get = (path: string, bearer?: string) =>
  fetch(api(path), { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });

describe('GET /api/watch/trailer/{title}', () => {
  it('answers the trailer by IMDb id and by Pardeh id', async () => {
    for (const key of ['tt0111161', String(film.id)]) {
      const response = await get(`/watch/trailer/${key}`);
      expect(response.status).toBe(200);
      const { data } = resourceOf(trailerSchema).parse(await response.json());
      expect(data).toMatchObject({
        url: '/media/sample-720p.webm',
        title: { id: film.id, titleFa: 'رستگاری در شاوشنک', imdbId: 'tt0111161' },
      });
      expect(data.title.path).toBe(`/titles/${film.id}/the-shawshank-redemption`);
    }
  });

  it('answers 404 for a title without a trailer or an unknown title, 422 for a malformed key', async () => {
    const noTrailer = await get(`/watch/trailer/${plainFilm.id}`);
    expect(noTrailer.status).toBe(404);
    // The title exists: the answer names it, so a page can say so and link back to it.
    const missing = trailerMissingSchema.parse(await noTrailer.json());
    expect(missing.message).toMatch(/تریلر/);
    expect(missing.title).toMatchObject({
      id: plainFilm.id,
      titleEn: 'Baran',
      path: `/titles/${plainFilm.id}/baran`,
    });
    const unknown = await get('/watch/trailer/tt9999999');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).not.toHaveProperty('title');
    expect((await get('/watch/trailer/abc')).status).toBe(422);
  });
});

describe('GET /api/watch/{title}/{fileId}', () => {
  it('hands out a free file with its siblings, original first and best quality first', async () => {
    const response = await get(`/watch/tt0111161/${files.free.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { data } = resourceOf(watchFileSchema).parse(await response.json());
    expect(data).toMatchObject({ access: 'granted', url: '/media/sample-480p.mp4' });
    expect(data.file).toMatchObject({ id: files.free.id, quality: '480p', premiumOnly: false });
    expect(data.files.map((file) => `${file.language} ${file.quality}`)).toEqual([
      'original 1080p',
      'original 480p',
      'dubbed 720p',
    ]);
  });

  it('keeps the address of a premium-only file from visitors and users without premium', async () => {
    const { token } = await registerAccount(server.url);
    for (const bearer of [undefined, token, 'stale.token']) {
      const { data } = resourceOf(watchFileSchema).parse(
        await (await get(`/watch/${film.id}/${files.premium.id}`, bearer)).json(),
      );
      expect(data).toMatchObject({ access: 'premium-required', url: null });
    }
  });

  it('gives a premium-only file to a subscriber', async () => {
    const { token, user } = await registerAccount(server.url);
    await server.database.sql.query(
      "UPDATE users SET premium_expires_at = now() + interval '30 days' WHERE id = $1",
      [user.id],
    );
    const { data } = resourceOf(watchFileSchema).parse(
      await (await get(`/watch/${film.id}/${files.premium.id}`, token)).json(),
    );
    expect(data).toMatchObject({ access: 'granted', url: '/media/sample-1080p.mp4' });
  });

  it('answers 404 for a file of another title or an unknown title', async () => {
    expect((await get(`/watch/tt0111161/${otherFile.id}`)).status).toBe(404);
    expect((await get(`/watch/tt0000001/${files.free.id}`)).status).toBe(404);
    expect((await get('/watch/tt0111161/0')).status).toBe(422);
  });
});

describe('GET /api/titles/{id}/screenshots', () => {
  it('needs a signed-in user', async () => {
    const response = await get(`/titles/${film.id}/screenshots`);
    expect(response.status).toBe(401);
  });

  it('lists the screenshots in order for a signed-in user; 404 for an unknown title', async () => {
    const { token } = await registerAccount(server.url);
    const response = await get(`/titles/${film.id}/screenshots`, token);
    expect(response.status).toBe(200);
    const { data } = listOf(screenshotSchema).parse(await response.json());
    expect(data.map((shot) => shot.url)).toEqual(['/media/shot-0.jpg', '/media/shot-1.jpg']);
    expect((await get('/titles/999999/screenshots', token)).status).toBe(404);
  });
});
