import type { PlaybackQuality } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { prunePlaybackReports } from '../../src/playback/prune-playback-reports.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { playbackReport, postPlaybackReports } from '../support/playback-client.ts';
import { readJson } from '../support/read-json.ts';
import { newClientAddress } from '../support/support-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

const DAY_MS = 86_400_000;
const tehranDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(date);

describe(`playback reports (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let film: { id: number };
  let filmFile: { id: number };
  let series: { id: number };
  let seriesFile: { id: number };
  beforeAll(async () => {
    server = await startTestApp({ SEED_CATALOGUE: 'false', PLAYBACK_REPORT_RATE_LIMIT_PER_IP: '1000' });
    const make = catalogFactory(server.database);
    film = await make.title({ titleEn: 'Measured Film', titleFa: 'فیلم سنجیده' });
    filmFile = await make.file(film.id, { quality: '720p', language: 'original' });
    series = await make.title({ titleEn: 'Measured Series', type: 'series' });
    seriesFile = await make.file(series.id, { quality: '1080p', language: 'original' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const rowsOf = (sessionId: string) =>
    server.database.sql.query<{ rebuffer_count: number; watch_seconds: number; startup_ms: number | null }>(
      'SELECT rebuffer_count, watch_seconds, startup_ms FROM playback_reports WHERE session_id = $1',
      [sessionId],
    );
  /** A play stored as if first reported `daysAgo` days ago (the API stamps the current time). */
  const insertPlay = (daysAgo: number, titleId: number, fileId: number, fields: Record<string, unknown>) =>
    server.database.sql.query(
      `INSERT INTO playback_reports (session_id, title_id, file_id, startup_ms, rebuffer_count, rebuffer_ms,
         quality_switches, fatal_error, watch_seconds, created_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, 0, $6, $7, now() - make_interval(days => $8))`,
      [
        titleId,
        fileId,
        fields.startupMs ?? null,
        fields.rebufferCount ?? 0,
        fields.rebufferMs ?? 0,
        fields.fatalError ?? null,
        fields.watchSeconds ?? 0,
        daysAgo,
      ],
    );

  it('takes a beacon batch (text/plain JSON) with 202 and counts a play once, keeping its totals', async () => {
    const first = playbackReport(film.id, filmFile.id, { rebufferCount: 1, watchSeconds: 60 });
    const later = { ...first, rebufferCount: 2, rebufferMs: 900, watchSeconds: 120 };
    const other = playbackReport(film.id, filmFile.id, { startupMs: null, fatalError: 'media-decode' });
    const response = await postPlaybackReports(server.url, { reports: [first, other] });
    expect(response.status).toBe(202);
    expect(await response.text()).toBe('');
    // The later report of the play, and then a late copy of the earlier one: the totals stay.
    expect((await postPlaybackReports(server.url, { reports: [later] }, { as: 'json' })).status).toBe(202);
    expect((await postPlaybackReports(server.url, { reports: [first, first] })).status).toBe(202);
    expect(await rowsOf(first.sessionId)).toEqual([
      { rebuffer_count: 2, watch_seconds: 120, startup_ms: 800 },
    ]);
    expect(await rowsOf(other.sessionId)).toEqual([
      { rebuffer_count: 0, watch_seconds: 60, startup_ms: null },
    ]);
  });

  it('stores nothing that names the viewer', async () => {
    const columns = await server.database.sql.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'playback_reports'",
    );
    const names = columns.map((column) => column.column_name);
    expect(names).toContain('session_id');
    expect(names.filter((name) => /user|ip|address|agent/.test(name))).toEqual([]);
  });

  it('drops a report whose file is not the title’s, and takes the rest', async () => {
    const foreign = playbackReport(film.id, seriesFile.id);
    const fine = playbackReport(series.id, seriesFile.id);
    expect((await postPlaybackReports(server.url, { reports: [foreign, fine] })).status).toBe(202);
    expect(await rowsOf(foreign.sessionId)).toEqual([]);
    expect(await rowsOf(fine.sessionId)).toHaveLength(1);
  });

  it('takes a plain-text body only from the site’s own origin', async () => {
    const batch = { reports: [playbackReport(film.id, filmFile.id)] };
    const foreign = await postPlaybackReports(server.url, batch, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await readJson(foreign)).toEqual({ message: messages.playback.foreignOrigin });
    const noOrigin = await fetch(`${server.url}/api/playback/reports`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(batch),
    });
    expect(noOrigin.status).toBe(403);
    expect(await rowsOf(batch.reports[0]?.sessionId ?? '')).toEqual([]);
  });

  it('answers 422 naming bad fields, and for a batch too big or not JSON', async () => {
    const good = playbackReport(film.id, filmFile.id);
    const bad = await postPlaybackReports(server.url, {
      reports: [{ ...good, sessionId: 'not-a-uuid', rebufferCount: -1, watchSeconds: 1e9, userId: 7 }],
    });
    expect(bad.status).toBe(422);
    const body = await readJson(bad);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(
      ['reports.0', 'reports.0.rebufferCount', 'reports.0.sessionId', 'reports.0.watchSeconds'].sort(),
    );
    const many = Array.from({ length: 21 }, () => playbackReport(film.id, filmFile.id));
    expect((await postPlaybackReports(server.url, { reports: many })).status).toBe(422);
    expect((await postPlaybackReports(server.url, { reports: [] })).status).toBe(422);
    expect((await postPlaybackReports(server.url, '{"reports": [')).status).toBe(400);
    expect(
      (await postPlaybackReports(server.url, { reports: [{ ...good, fatalError: 'x'.repeat(41) }] })).status,
    ).toBe(422);
  });

  it('answers 413 over the size cap', async () => {
    const response = await postPlaybackReports(server.url, {
      reports: [playbackReport(film.id, filmFile.id, { fatalError: null })],
      padding: 'x'.repeat(20_000),
    });
    expect(response.status).toBe(413);
    expect((await readJson(response)).message).toMatch(/حجم درخواست/);
  });

  it('shows the console figures to administrators only', async () => {
    expect((await adminRequest(server, null, 'GET', '/api/admin/playback/quality')).status).toBe(401);
    const user = await registerAccount(server.url);
    const forbidden = await adminRequest(server, user.token, 'GET', '/api/admin/playback/quality');
    expect(forbidden.status).toBe(403);
  });

  it('aggregates per Tehran day: plays, startup p50/p95, rebuffer ratio, errors, top titles', async () => {
    await server.database.sql.query('DELETE FROM playback_reports');
    // Today: ten plays of the film starting in 100…1000 ms and one that never started.
    const today = Array.from({ length: 10 }, (_, index) =>
      playbackReport(film.id, filmFile.id, {
        startupMs: (index + 1) * 100,
        watchSeconds: 10,
        rebufferMs: index < 2 ? 1000 : 0,
        rebufferCount: index < 2 ? 1 : 0,
      }),
    );
    today.push(
      playbackReport(film.id, filmFile.id, { startupMs: null, fatalError: 'hls-network', watchSeconds: 0 }),
    );
    expect((await postPlaybackReports(server.url, { reports: today })).status).toBe(202);
    // Three days ago, two plays of the series; forty days ago one that no window shows.
    await insertPlay(3, series.id, seriesFile.id, { startupMs: 2000, watchSeconds: 100, rebufferMs: 5000 });
    await insertPlay(3, series.id, seriesFile.id, { startupMs: 4000, watchSeconds: 100 });
    await insertPlay(40, film.id, filmFile.id, { startupMs: 50, watchSeconds: 100 });

    const admin = await registerAdmin(server);
    const look = async (query: string) => {
      const response = await adminRequest(server, admin.token, 'GET', `/api/admin/playback/quality${query}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return (await readJson<{ data: PlaybackQuality }>(response)).data;
    };

    const week = await look('?days=7');
    expect(week.days).toBe(7);
    expect(week.title).toBeNull();
    expect(week.daily.map((day) => day.day)).toEqual(
      Array.from({ length: 7 }, (_, index) => tehranDay(new Date(Date.now() - (6 - index) * DAY_MS))),
    );
    const filmDay = { plays: 11, startupP50Ms: 500, startupP95Ms: 1000, errors: 1 };
    expect(week.daily[6]).toMatchObject(filmDay);
    expect(week.daily[6]?.rebufferRatio).toBeCloseTo(2000 / 100_000);
    expect(week.daily[3]).toMatchObject({ plays: 2, startupP50Ms: 2000, startupP95Ms: 4000, errors: 0 });
    expect(week.daily[3]?.rebufferRatio).toBeCloseTo(5000 / 200_000);
    expect(week.daily[0]).toEqual({
      day: week.daily[0]?.day,
      plays: 0,
      startupP50Ms: null,
      startupP95Ms: null,
      rebufferRatio: null,
      errors: 0,
    });
    expect(week.totals).toMatchObject({ plays: 13, startupP50Ms: 600, startupP95Ms: 4000, errors: 1 });
    expect(week.totals.rebufferRatio).toBeCloseTo(7000 / 300_000);
    expect(week.topTitles.map((row) => [row.title.titleEn, row.plays])).toEqual([
      ['Measured Film', 11],
      ['Measured Series', 2],
    ]);
    expect(week.topTitles[0]).toMatchObject({ title: { id: film.id, titleFa: 'فیلم سنجیده' }, ...filmDay });

    const month = await look('?days=30');
    expect(month.daily).toHaveLength(30);
    expect(month.totals.plays).toBe(13);

    const perTitle = await look(`?days=7&titleId=${series.id}`);
    expect(perTitle.title).toEqual({ id: series.id, titleEn: 'Measured Series', titleFa: null });
    expect(perTitle.totals).toMatchObject({ plays: 2, startupP50Ms: 2000, startupP95Ms: 4000 });
    expect(perTitle.daily[6]?.plays).toBe(0);
    expect(perTitle.topTitles).toHaveLength(2);
  });

  it('answers 404 for an unknown title and 422 for another window', async () => {
    const admin = await registerAdmin(server);
    const get = (query: string) =>
      adminRequest(server, admin.token, 'GET', `/api/admin/playback/quality${query}`);
    expect((await get('?titleId=999999')).status).toBe(404);
    expect((await get('?days=14')).status).toBe(422);
    expect((await get('?titleId=abc')).status).toBe(422);
  });

  it('prunes plays older than 90 days', async () => {
    await server.database.sql.query('DELETE FROM playback_reports');
    await insertPlay(91, film.id, filmFile.id, { watchSeconds: 1 });
    await insertPlay(89, film.id, filmFile.id, { watchSeconds: 2 });
    await prunePlaybackReports(server.database.db);
    const rows = await server.database.sql.query<{ watch_seconds: number }>(
      'SELECT watch_seconds FROM playback_reports',
    );
    expect(rows).toEqual([{ watch_seconds: 2 }]);
  });
});

describe(`playback report rate limit (${testDatabaseKind()})`, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ SEED_CATALOGUE: 'false', PLAYBACK_REPORT_RATE_LIMIT_PER_IP: '2' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with Retry-After once an address sent its share, invalid batches included', async () => {
    const client = newClientAddress();
    const statuses: number[] = [];
    for (const body of [{ reports: [] }, { reports: [] }, { reports: [] }]) {
      const response = await postPlaybackReports(server.url, body, { headers: client });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(await readJson(response)).toEqual({ message: messages.playback.tooManyReports });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([422, 422, 429]);
    expect(
      (await postPlaybackReports(server.url, { reports: [] }, { headers: newClientAddress() })).status,
    ).toBe(422);
  });
});
