import {
  type ErrorBody,
  pageOf,
  resourceOf,
  titleDetailSchema,
  titleViewerStateSchema,
  watchlistItemSchema,
} from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogCache } from '../../src/catalog/cache/response-cache.ts';
import { postJson, registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

let server: TestApp;
let film: { id: number };
let series: { id: number };
let other: { id: number };
let episodeFiles: Array<{ id: number; episodeId: number }>;

beforeAll(async () => {
  server = await startTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  const factory = catalogFactory(server.database);
  film = await factory.title({ titleEn: 'Watchlist Film', type: 'movie', year: 2001 });
  other = await factory.title({ titleEn: 'Watchlist Other Film', type: 'movie', year: 2002 });
  series = await factory.title({ titleEn: 'Watchlist Series', type: 'series', year: 2003 });
  const { episodes } = await factory.season(series.id, 1, ['One', 'Two']);
  episodeFiles = [];
  for (const episode of episodes) {
    const file = await factory.file(series.id, {
      quality: '720p',
      language: 'original',
      episodeId: episode.id,
    });
    episodeFiles.push({ id: file.id, episodeId: episode.id });
  }
});
afterAll(() => server.close());

const auth = (bearer?: string): Record<string, string> =>
  bearer ? { authorization: `Bearer ${bearer}` } : {};
const setWatchlist = (titleId: number | string, action: unknown, bearer?: string) =>
  postJson(server.url, `/api/user/watchlist/${titleId}`, { action }, { csrf: false, bearer });
const getWatchlist = (query: string, bearer?: string) =>
  fetch(`${server.url}/api/user/watchlist${query}`, { headers: auth(bearer) });
const getTitle = (id: number, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/titles/${id}`, { headers });
const run = (text: string, params: unknown[]) => server.database.sql.query(text, params);

async function savedIds(bearer: string, query = ''): Promise<number[]> {
  const response = await getWatchlist(query, bearer);
  expect(response.status).toBe(200);
  return pageOf(watchlistItemSchema)
    .parse(await response.json())
    .data.map((item) => item.id);
}

describe(`POST /api/user/watchlist/{titleId} (${testDatabaseKind()})`, () => {
  it('answers 401 signed out, also with a wrong token', async () => {
    expect((await setWatchlist(film.id, 'add')).status).toBe(401);
    expect((await setWatchlist(film.id, 'add', '1.wrong')).status).toBe(401);
    expect((await getWatchlist('')).status).toBe(401);
  });

  it('adds twice and removes an absent title without an error, answering the new state', async () => {
    const { token } = await registerAccount(server.url);
    for (const action of ['add', 'add'] as const) {
      const response = await setWatchlist(film.id, action, token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ data: { inWatchlist: true } });
    }
    expect(await savedIds(token)).toEqual([film.id]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await setWatchlist(film.id, 'remove', token);
      expect(await response.json()).toEqual({ data: { inWatchlist: false } });
    }
    expect(await savedIds(token)).toEqual([]);
    expect(await (await setWatchlist(other.id, 'remove', token)).json()).toEqual({
      data: { inWatchlist: false },
    });
  });

  it('keeps one row under concurrent adds', async () => {
    const { token } = await registerAccount(server.url);
    const answers = await Promise.all(Array.from({ length: 6 }, () => setWatchlist(film.id, 'add', token)));
    expect(answers.map((response) => response.status)).toEqual(Array(6).fill(200));
    expect(await savedIds(token)).toEqual([film.id]);
  });

  it('answers 404 for an unknown title and 422 for a bad body or id, in Persian', async () => {
    const { token } = await registerAccount(server.url);
    for (const action of ['add', 'remove']) {
      const response = await setWatchlist(2_000_000_000, action, token);
      expect(response.status).toBe(404);
      expect((await readJson(response)).message).toMatch(/[\u0600-\u06FF]/);
    }
    const badAction = await setWatchlist(film.id, 'toggle', token);
    expect(badAction.status).toBe(422);
    expect((await readJson<ErrorBody>(badAction)).errors?.action?.[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await setWatchlist('abc', 'add', token)).status).toBe(422);
    const noBody = await postJson(server.url, `/api/user/watchlist/${film.id}`, undefined, {
      csrf: false,
      bearer: token,
    });
    expect(noBody.status).toBeGreaterThanOrEqual(400);
    expect(noBody.status).toBeLessThan(500);
  });
});

describe(`GET /api/user/watchlist (${testDatabaseKind()})`, () => {
  it('lists newest first as title results with addedAt, filtered by type and paginated', async () => {
    const { token, user } = await registerAccount(server.url);
    for (const title of [film, series, other]) await setWatchlist(title.id, 'add', token);
    // Distinct times, so the order does not rest on the tie-break.
    await run(
      `UPDATE watchlist_items SET added_at = now() - (CASE title_id WHEN $2 THEN 3 WHEN $3 THEN 2 ELSE 1 END) * interval '1 hour'
       WHERE profile_id = (SELECT min(id) FROM profiles WHERE user_id = $1)`,
      [user.id, film.id, series.id],
    );
    const response = await getWatchlist('', token);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = pageOf(watchlistItemSchema).parse(await response.json());
    expect(body.data.map((item) => item.id)).toEqual([other.id, series.id, film.id]);
    expect(body.meta).toEqual({ page: 1, perPage: 20, total: 3, lastPage: 1 });
    expect(body.data[2]).toMatchObject({
      titleEn: 'Watchlist Film',
      year: 2001,
      path: expect.stringMatching(/^\/titles\//),
    });
    expect(Date.parse(body.data[0]?.addedAt ?? '')).toBeGreaterThan(Date.parse(body.data[2]?.addedAt ?? ''));

    expect(await savedIds(token, '?type=series')).toEqual([series.id]);
    expect(await savedIds(token, '?type=movie')).toEqual([other.id, film.id]);
    const second = pageOf(watchlistItemSchema).parse(
      await (await getWatchlist('?page=2&per_page=2', token)).json(),
    );
    expect(second.data.map((item) => item.id)).toEqual([film.id]);
    expect(second.meta).toEqual({ page: 2, perPage: 2, total: 3, lastPage: 2 });
    const filteredMeta = pageOf(watchlistItemSchema).parse(
      await (await getWatchlist('?type=movie&per_page=1', token)).json(),
    ).meta;
    expect(filteredMeta).toEqual({ page: 1, perPage: 1, total: 2, lastPage: 2 });
    expect((await getWatchlist('?type=anime', token)).status).toBe(422);
    expect((await getWatchlist('?per_page=500', token)).status).toBe(422);
  });

  it("never shows one user's list to another, nor lets them change it", async () => {
    const owner = await registerAccount(server.url);
    const stranger = await registerAccount(server.url);
    await setWatchlist(film.id, 'add', owner.token);
    expect(await savedIds(stranger.token)).toEqual([]);
    await setWatchlist(film.id, 'remove', stranger.token);
    expect(await savedIds(owner.token)).toEqual([film.id]);
  });

  it('keeps a series saved while its episodes are watched and finished', async () => {
    const { token, user } = await registerAccount(server.url);
    await setWatchlist(series.id, 'add', token);
    const [first] = episodeFiles;
    if (!first) throw new Error('no episode file');
    await run(
      `INSERT INTO watch_history (profile_id, title_id, episode_id, file_id, duration_seconds)
       VALUES ((SELECT min(id) FROM profiles WHERE user_id = $1), $2, $3, $4, 1800)`,
      [user.id, series.id, first.episodeId, first.id],
    );
    await run(
      `INSERT INTO watch_progress (profile_id, title_id, episode_id, file_id, position_seconds, duration_seconds)
       VALUES ((SELECT min(id) FROM profiles WHERE user_id = $1), $2, $3, $4, 100, 1800)`,
      [user.id, series.id, first.episodeId, first.id],
    );
    expect(await savedIds(token)).toEqual([series.id]);
    // Through the player's own calls too: a second episode started, then finished.
    const [, second] = episodeFiles;
    if (!second) throw new Error('no second episode file');
    for (const [position, event] of [
      [60, 'play'],
      [1750, 'stop'],
    ] as const) {
      const report = await postJson(
        server.url,
        '/api/user/progress',
        { fileId: second.id, position, duration: 1800, event },
        { csrf: false, bearer: token },
      );
      expect(report.status).toBe(200);
    }
    expect(await savedIds(token)).toEqual([series.id]);
    const viewer = await fetch(`${server.url}/api/titles/${series.id}/viewer`, { headers: auth(token) });
    expect(resourceOf(titleViewerStateSchema).parse(await viewer.json()).data.viewer.inWatchlist).toBe(true);
  });
});

describe(`GET /api/titles/{id} with and without a viewer (${testDatabaseKind()})`, () => {
  it('keeps the anonymous answer shared and cacheable; a signed-in one adds the viewer, privately', async () => {
    invalidateCatalogCache();
    const { token, user } = await registerAccount(server.url);
    const anonymous = await getTitle(film.id);
    expect(anonymous.status).toBe(200);
    const etag = anonymous.headers.get('etag');
    expect(etag).toMatch(/^W\//);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(anonymous.headers.get('vary')).toBe('Origin, Authorization');
    const anonymousBody = await anonymous.text();
    const shared = resourceOf(titleDetailSchema).parse(JSON.parse(anonymousBody)).data;
    expect(shared).toMatchObject({ likes: 0, dislikes: 0 });
    expect(shared).not.toHaveProperty('viewer');

    // A like written behind the cache's back: the signed-in answer counts it at once.
    await run(
      'INSERT INTO title_likes (profile_id, title_id, value) VALUES ((SELECT min(id) FROM profiles WHERE user_id = $1), $2, 1)',
      [user.id, film.id],
    );
    await setWatchlist(film.id, 'add', token);
    const signedIn = await getTitle(film.id, { ...auth(token), 'if-none-match': etag ?? '' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('etag')).toBeNull();
    expect(signedIn.headers.get('vary')).toBe('Origin, Authorization');
    const mine = resourceOf(titleDetailSchema).parse(await signedIn.json()).data;
    expect(mine).toMatchObject({
      likes: 1,
      dislikes: 0,
      viewer: { inWatchlist: true, like: 1, progress: null },
    });
    expect({ ...mine, likes: 0, viewer: undefined }).toEqual({ ...shared, viewer: undefined });

    // The shared answer is untouched by the signed-in one: same bytes, same ETag, still a 304.
    const again = await getTitle(film.id);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe(anonymousBody);
    expect((await getTitle(film.id, { 'if-none-match': etag ?? '' })).status).toBe(304);

    // Signed out, the token that just saw its viewer state (and is remembered for a few seconds)
    // gets the shared answer at once.
    expect((await postJson(server.url, '/api/sanc/logout', undefined, { bearer: token })).status).toBe(204);
    const afterSignOut = await getTitle(film.id, auth(token));
    expect(afterSignOut.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(await afterSignOut.text()).toBe(anonymousBody);
    // A stale token is a visitor, not an error.
    const stale = await getTitle(film.id, auth('1.not-a-session'));
    expect(stale.headers.get('etag')).toBe(etag);
  });

  it("carries the caller's most recent unfinished episode as progress", async () => {
    const { token, user } = await registerAccount(server.url);
    const [first, second] = episodeFiles;
    if (!first || !second) throw new Error('no episode files');
    await run(
      `INSERT INTO watch_progress (profile_id, title_id, episode_id, file_id, position_seconds, duration_seconds, updated_at)
       SELECT p.id, $2::int, $3::int, $4::int, 300, 1800, now() - interval '1 day' FROM profiles p WHERE p.user_id = $1
       UNION ALL SELECT p.id, $2::int, $5::int, $6::int, 42, 1700, now() FROM profiles p WHERE p.user_id = $1`,
      [user.id, series.id, first.episodeId, first.id, second.episodeId, second.id],
    );
    const detail = resourceOf(titleDetailSchema).parse(await (await getTitle(series.id, auth(token))).json());
    expect(detail.data.viewer).toMatchObject({
      inWatchlist: false,
      like: 0,
      progress: {
        fileId: second.id,
        episodeId: second.episodeId,
        positionSeconds: 42,
        durationSeconds: 1700,
      },
    });
    const small = await fetch(`${server.url}/api/titles/${series.id}/viewer`, { headers: auth(token) });
    expect(small.headers.get('cache-control')).toBe('private, no-store');
    const state = resourceOf(titleViewerStateSchema).parse(await small.json()).data;
    expect(state.viewer).toEqual(detail.data.viewer);
  });

  it('answers the viewer call 401 signed out and 404 for an unknown title', async () => {
    const { token } = await registerAccount(server.url);
    expect((await fetch(`${server.url}/api/titles/${film.id}/viewer`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/titles/2000000000/viewer`, { headers: auth(token) })).status).toBe(
      404,
    );
    expect((await getTitle(2_000_000_000, auth(token))).status).toBe(404);
  });
});

describe(`the OpenAPI document (${testDatabaseKind()})`, () => {
  it('describes the watchlist calls and their named schemas', async () => {
    const document = await readJson<{
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>(await fetch(`${server.url}/api/openapi.json`));
    for (const [path, method] of [
      ['/api/user/watchlist/{id}', 'post'],
      ['/api/user/watchlist', 'get'],
      ['/api/titles/{id}/viewer', 'get'],
    ] as const) {
      expect(document.paths[path]?.[method]).toMatchObject({ tags: ['library'], security: [{ bearer: [] }] });
    }
    for (const name of [
      'WatchlistBody',
      'WatchlistState',
      'WatchlistItem',
      'TitleViewer',
      'TitleViewerState',
    ]) {
      expect(document.components.schemas[name], name).toBeDefined();
    }
  });
});
