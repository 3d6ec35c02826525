import type {
  ContinueWatching,
  HistoryItem,
  PaginationMeta,
  ProgressState,
  SavedPosition,
} from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => server.close());

const auth = (bearer?: string): Record<string, string> =>
  bearer ? { authorization: `Bearer ${bearer}` } : {};

const report = (bearer: string | undefined, body: unknown) =>
  fetch(`${server.url}/api/user/progress`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth(bearer) },
    body: JSON.stringify(body),
  });

async function reportState(bearer: string, body: unknown): Promise<ProgressState> {
  const response = await report(bearer, body);
  expect(response.status).toBe(200);
  return (await readJson<{ data: ProgressState }>(response)).data;
}

const getJson = async <T>(path: string, bearer?: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: auth(bearer) });
  return { status: response.status, body: response.status === 200 ? await readJson<T>(response) : undefined };
};

const history = (bearer: string, query = '') =>
  getJson<{ data: HistoryItem[]; meta: PaginationMeta }>(`/api/user/history${query}`, bearer);
const continueWatching = async (bearer: string) =>
  (await getJson<{ data: ContinueWatching }>('/api/user/continue-watching', bearer)).body?.data;
const remove = (path: string, bearer?: string) =>
  fetch(`${server.url}${path}`, { method: 'DELETE', headers: auth(bearer) });

let titleCounter = 0;
async function film() {
  titleCounter += 1;
  const factory = catalogFactory(server.database);
  const title = await factory.title({
    titleEn: `Progress Film ${titleCounter}`,
    type: 'movie',
    imdbId: `tt99${String(titleCounter).padStart(6, '0')}`,
  });
  const file = await factory.file(title.id, { quality: '1080p', language: 'original' });
  const premium = await factory.file(title.id, { quality: '720p', language: 'dubbed', premiumOnly: true });
  return { title, file, premium };
}

describe(`watch progress (${testDatabaseKind()})`, () => {
  it('answers 401 signed out on every call', async () => {
    const { file } = await film();
    expect(
      (await report(undefined, { fileId: file.id, position: 1, duration: 10, event: 'play' })).status,
    ).toBe(401);
    for (const path of [
      '/api/user/history',
      '/api/user/continue-watching',
      `/api/user/progress/${file.id}`,
    ]) {
      expect((await getJson(path)).status).toBe(401);
    }
    expect((await remove('/api/user/history')).status).toBe(401);
    expect((await remove('/api/user/history/1')).status).toBe(401);
  });

  it('answers 422 with Persian field messages for a bad body and 404 for an unknown file', async () => {
    const { token } = await registerAccount(server.url);
    const { file } = await film();
    const bad = [
      { fileId: file.id, position: -1, duration: 100, event: 'play' },
      { fileId: file.id, position: 0, duration: 0, event: 'play' },
      { fileId: file.id, position: 120, duration: 100, event: 'play' },
      { fileId: file.id, position: 1, duration: 200_000, event: 'play' },
      { fileId: file.id, position: 1, duration: 100, event: 'seek' },
      { fileId: 'x', position: 1, duration: 100, event: 'play' },
      { position: 1, duration: 100, event: 'play' },
    ];
    for (const body of bad) {
      const response = await report(token, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const error = await readJson(response);
      expect(error.message).toMatch(/[\u0600-\u06FF]/);
      expect(Object.keys(error.errors ?? {}).length).toBeGreaterThan(0);
    }
    const positionError = await readJson(await report(token, bad[2]));
    expect(positionError.errors?.position?.[0]).toMatch(/[\u0600-\u06FF]/);
    const unknown = await report(token, { fileId: 2_000_000, position: 1, duration: 100, event: 'play' });
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).message).toMatch(/[\u0600-\u06FF]/);
    expect((await getJson('/api/user/progress/2000000', token)).status).toBe(404);
  });

  it('keeps 89% in progress and turns 90% into history, clearing the position', async () => {
    const { token } = await registerAccount(server.url);
    const { title, file, premium } = await film();
    expect(
      await reportState(token, { fileId: file.id, position: 890, duration: 1000, event: 'pause' }),
    ).toEqual({
      state: 'in-progress',
      position: 890,
      duration: 1000,
    });
    // The position belongs to the film, whichever of its files asks (a premium-only one too).
    const saved = await getJson<{ data: SavedPosition }>(`/api/user/progress/${premium.id}`, token);
    expect(saved.body?.data).toMatchObject({ position: 890, duration: 1000 });
    const row = (await continueWatching(token))?.inProgress ?? [];
    expect(row).toHaveLength(1);
    expect(row[0]).toMatchObject({
      fileId: file.id,
      position: 890,
      duration: 1000,
      episode: null,
      watchPath: `/watch/${title.imdbId}/${file.id}`,
    });
    expect((await history(token)).body?.meta.total).toBe(0);

    const finished = await reportState(token, {
      fileId: file.id,
      position: 900,
      duration: 1000,
      event: 'play',
    });
    expect(finished).toMatchObject({ state: 'finished', rewatchCount: 0 });
    expect(
      (await getJson<{ data: SavedPosition }>(`/api/user/progress/${file.id}`, token)).body?.data,
    ).toBeNull();
    expect((await continueWatching(token))?.inProgress).toEqual([]);
    const page = (await history(token)).body;
    expect(page?.meta.total).toBe(1);
    expect(page?.data[0]).toMatchObject({
      id: finished.state === 'finished' ? finished.historyId : -1,
      fileId: file.id,
      progress: 90,
      duration: 1000,
      rewatchCount: 0,
      episode: null,
    });
    expect(page?.data[0]?.title.id).toBe(title.id);
  });

  it('writes one entry for a play reported finished twice, also in parallel, and counts rewatches', async () => {
    const { token } = await registerAccount(server.url);
    const { file } = await film();
    await reportState(token, { fileId: file.id, position: 100, duration: 1000, event: 'play' });
    const ends = await Promise.all([
      reportState(token, { fileId: file.id, position: 1000, duration: 1000, event: 'pause' }),
      reportState(token, { fileId: file.id, position: 1000, duration: 1000, event: 'stop' }),
      reportState(token, { fileId: file.id, position: 1003, duration: 1000, event: 'stop' }),
    ]);
    const ids = new Set(ends.map((state) => (state.state === 'finished' ? state.historyId : 0)));
    expect(ids.size).toBe(1);
    expect((await history(token)).body?.meta.total).toBe(1);

    // A second play (it saved a position first) is a rewatch.
    await reportState(token, { fileId: file.id, position: 30, duration: 1000, event: 'play' });
    const again = await reportState(token, { fileId: file.id, position: 950, duration: 1000, event: 'stop' });
    expect(again).toMatchObject({ state: 'finished', rewatchCount: 1 });
    const entries = (await history(token)).body?.data ?? [];
    expect(entries.map((entry) => entry.rewatchCount)).toEqual([1, 0]);
    expect(entries[0]?.progress).toBe(95);
  });

  it('lists history last watched first, paginated', async () => {
    const { token } = await registerAccount(server.url);
    const films = [await film(), await film(), await film()];
    for (const { file } of films) {
      await reportState(token, { fileId: file.id, position: 10, duration: 10, event: 'stop' });
    }
    const first = (await history(token, '?per_page=2')).body;
    expect(first?.meta).toEqual({ page: 1, perPage: 2, total: 3, lastPage: 2 });
    expect(first?.data.map((entry) => entry.title.id)).toEqual([films[2]?.title.id, films[1]?.title.id]);
    const second = (await history(token, '?per_page=2&page=2')).body;
    expect(second?.data.map((entry) => entry.title.id)).toEqual([films[0]?.title.id]);
    expect((await history(token, '?per_page=500')).status).toBe(422);
  });

  it("deletes one entry, 404 for another user's, and clears all", async () => {
    const owner = await registerAccount(server.url);
    const stranger = await registerAccount(server.url);
    const { file } = await film();
    const other = await film();
    for (const fileId of [file.id, other.file.id]) {
      await reportState(owner.token, { fileId, position: 10, duration: 10, event: 'stop' });
    }
    await reportState(stranger.token, { fileId: file.id, position: 10, duration: 10, event: 'stop' });
    const [latest] = (await history(owner.token)).body?.data ?? [];
    if (!latest) throw new Error('no history entry');

    const foreign = await remove(`/api/user/history/${latest.id}`, stranger.token);
    expect(foreign.status).toBe(404);
    expect((await readJson(foreign)).message).toMatch(/[\u0600-\u06FF]/);
    expect((await remove('/api/user/history/abc', owner.token)).status).toBe(422);
    expect((await remove(`/api/user/history/${latest.id}`, owner.token)).status).toBe(204);
    expect((await remove(`/api/user/history/${latest.id}`, owner.token)).status).toBe(404);
    expect((await history(owner.token)).body?.meta.total).toBe(1);

    expect((await remove('/api/user/history', owner.token)).status).toBe(204);
    expect((await history(owner.token)).body?.meta.total).toBe(0);
    expect((await history(stranger.token)).body?.meta.total).toBe(1);
  });

  it('keeps one position per episode and lists in-progress items newest first', async () => {
    const { token } = await registerAccount(server.url);
    const factory = catalogFactory(server.database);
    const series = await factory.title({ titleEn: 'Progress Series', type: 'series' });
    const { episodes } = await factory.season(series.id, 1, ['One', 'Two']);
    const [one, two] = episodes;
    if (!one || !two) throw new Error('no episodes');
    const oneHd = await factory.file(series.id, {
      quality: '1080p',
      language: 'original',
      episodeId: one.id,
    });
    const oneSd = await factory.file(series.id, { quality: '480p', language: 'original', episodeId: one.id });
    const twoHd = await factory.file(series.id, {
      quality: '1080p',
      language: 'original',
      episodeId: two.id,
    });
    const { file } = await film();

    await reportState(token, { fileId: oneHd.id, position: 100, duration: 2000, event: 'play' });
    await reportState(token, { fileId: twoHd.id, position: 50, duration: 2000, event: 'play' });
    await reportState(token, { fileId: file.id, position: 60, duration: 5000, event: 'pause' });
    await reportState(token, { fileId: oneSd.id, position: 300, duration: 2000, event: 'pause' });

    const items = (await continueWatching(token))?.inProgress ?? [];
    expect(items.map((item) => [item.fileId, item.position])).toEqual([
      [oneSd.id, 300],
      [file.id, 60],
      [twoHd.id, 50],
    ]);
    expect(items[0]?.episode).toEqual({
      id: one.id,
      seasonNumber: 1,
      number: 1,
      nameEn: 'One',
      nameFa: null,
    });
    expect(items[0]?.watchPath).toBe(`/watch/${series.id}/${oneSd.id}`);
  });

  it('offers the next aired episode with a file, skipping specials and unaired episodes', async () => {
    const { token } = await registerAccount(server.url);
    const factory = catalogFactory(server.database);
    const run = (text: string, params: unknown[]) => server.database.sql.query(text, params);
    const fileOf = (titleId: number, episodeId: number) =>
      factory.file(titleId, { quality: '720p', language: 'original', episodeId });
    const finish = (fileId: number) =>
      reportState(token, { fileId, position: 100, duration: 100, event: 'stop' });

    // Series A: a special (season 0) and S1E1 finished; S1E2 is next.
    const a = await factory.title({ titleEn: 'Next A', type: 'series' });
    const aSpecials = await factory.season(a.id, 0, ['Special']);
    const aOne = await factory.season(a.id, 1, ['A1', 'A2']);
    const [a1, a2] = aOne.episodes;
    const [special] = aSpecials.episodes;
    if (!a1 || !a2 || !special) throw new Error('no episodes');
    const a1File = await fileOf(a.id, a1.id);
    const a2File = await fileOf(a.id, a2.id);
    const specialFile = await fileOf(a.id, special.id);
    await run("UPDATE episodes SET air_date = '2001-01-01' WHERE id = ANY($1::int[])", [
      [a1.id, a2.id, special.id],
    ]);
    await finish(a1File.id);
    await finish(specialFile.id);

    // Series B: S1E2 has a file but airs next month, so nothing is offered.
    const b = await factory.title({ titleEn: 'Next B', type: 'series' });
    const [b1, b2] = (await factory.season(b.id, 1, ['B1', 'B2'])).episodes;
    if (!b1 || !b2) throw new Error('no episodes');
    const b1File = await fileOf(b.id, b1.id);
    await fileOf(b.id, b2.id);
    await run('UPDATE episodes SET air_date = current_date + 30 WHERE id = $1', [b2.id]);
    await finish(b1File.id);

    // Series C: the season's last episode finished; season 2's first is next.
    const c = await factory.title({ titleEn: 'Next C', type: 'series' });
    const [c1] = (await factory.season(c.id, 1, ['C1'])).episodes;
    const [c21] = (await factory.season(c.id, 2, ['C2-1'])).episodes;
    if (!c1 || !c21) throw new Error('no episodes');
    const c1File = await fileOf(c.id, c1.id);
    const c21File = await fileOf(c.id, c21.id);
    await finish(c1File.id);

    // Series D: the next episode has no file.
    const d = await factory.title({ titleEn: 'Next D', type: 'series' });
    const [d1] = (await factory.season(d.id, 1, ['D1', 'D2'])).episodes;
    if (!d1) throw new Error('no episodes');
    await finish((await fileOf(d.id, d1.id)).id);

    const next = (await continueWatching(token))?.nextEpisodes ?? [];
    expect(
      next.map((item) => [item.title.id, item.episode.seasonNumber, item.episode.number, item.fileId]),
    ).toEqual([
      [c.id, 2, 1, c21File.id],
      [a.id, 1, 2, a2File.id],
    ]);

    // Starting the next episode moves the series to "continue watching".
    await reportState(token, { fileId: a2File.id, position: 10, duration: 100, event: 'play' });
    const after = await continueWatching(token);
    expect(after?.nextEpisodes.map((item) => item.title.id)).toEqual([c.id]);
    expect(after?.inProgress.map((item) => item.fileId)).toEqual([a2File.id]);
  });
});

describe(`the OpenAPI document (${testDatabaseKind()})`, () => {
  it('describes the progress, history and continue-watching calls and their named schemas', async () => {
    const document = await readJson<{
      paths: Record<string, Record<string, unknown>>;
      components: { schemas: Record<string, unknown> };
    }>(await fetch(`${server.url}/api/openapi.json`));
    for (const [path, method] of [
      ['/api/user/progress', 'post'],
      ['/api/user/progress/{fileId}', 'get'],
      ['/api/user/history', 'get'],
      ['/api/user/history', 'delete'],
      ['/api/user/history/{id}', 'delete'],
      ['/api/user/continue-watching', 'get'],
    ] as const) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toMatchObject({
        tags: ['library'],
        security: [{ bearer: [] }],
      });
    }
    for (const name of [
      'ProgressBody',
      'ProgressState',
      'SavedPosition',
      'HistoryItem',
      'WatchedEpisode',
      'ContinueWatching',
      'ContinueWatchingItem',
      'NextEpisodeItem',
    ]) {
      expect(document.components.schemas[name], name).toBeDefined();
    }
  });
});
