import { resourceOf, titleDetailSchema } from '@pardeh/contract';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getEnrichmentStatus } from '../../src/catalog/enrich/get-enrichment-status.ts';
import { type RunEnrichmentOptions, runEnrichment } from '../../src/catalog/enrich/run-enrichment.ts';
import { startEnrichmentJob } from '../../src/catalog/enrich/start-enrichment-job.ts';
import { TmdbClient, TmdbUnavailableError } from '../../src/catalog/enrich/tmdb-client.ts';
import { getParsed } from '../support/catalog-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { hasReferenceData } from '../support/catalog-reference-data.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { persianTranslations, startTmdbServer, type TmdbServer } from '../support/tmdb-server.ts';

const IMAGES = 'https://images.test/t/p';

/** Enrichment against a local TMDB built from the reference fixtures, over the real server and database. */
describe.runIf(hasReferenceData)(`TMDB enrichment (${testDatabaseKind()})`, () => {
  let tmdb: TmdbServer;
  let server: TestApp;
  let ids: Record<'fightClub' | 'riddick' | 'breakingBad' | 'thrones' | 'unknown' | 'noIds', number>;
  let vinDiesel: number;

  const query = <Row>(text: string, params?: unknown[]) => server.database.sql.query<Row>(text, params);
  const client = () =>
    new TmdbClient({
      apiKey: tmdb.apiKey,
      baseUrl: tmdb.url,
      requestsPerSecond: 1_000,
      maxAttempts: 4,
      backoff: { baseMs: 5, maxMs: 20 },
    });
  const enrich = (options: Partial<RunEnrichmentOptions> = {}) =>
    runEnrichment({ database: server.database, client: client(), imageBaseUrl: IMAGES, ...options });
  const detail = async (id: number) =>
    (await getParsed(`${server.url}/api/titles/${id}`, resourceOf(titleDetailSchema))).data;
  const stateOf = async (id: number) =>
    (
      await query<{ status: string; attempts: number; lastError: string | null; due: boolean }>(
        `SELECT status, attempts, last_error AS "lastError", next_attempt_at <= now() AS due
         FROM title_enrichment WHERE title_id = $1`,
        [id],
      )
    )[0];
  const requeueAll = () =>
    query(`UPDATE title_enrichment SET status = 'pending', attempts = 0, next_attempt_at = now()`);

  beforeAll(async () => {
    tmdb = await startTmdbServer();
    server = await startTestApp();
    const make = catalogFactory(server.database);
    const action = await make.genre('action', 'اکشن', 'Action');
    // Votes set the order enrichment takes them in (the most-voted first).
    const fightClub = await make.title({
      titleEn: 'Fight Club',
      imdbId: 'tt0137523',
      imdbVotes: 5_000,
      plotEn: 'What an operator wrote.',
    });
    const riddick = await make.title(
      { titleEn: 'Riddick', titleFa: 'ریدیک', imdbId: 'tt1411250', imdbVotes: 4_000 },
      [action.id],
    );
    const breakingBad = await make.title({ titleEn: 'Breaking Bad', type: 'series', imdbVotes: 3_000 });
    await query(`INSERT INTO title_sources (source, source_id, title_id) VALUES ('tmdb', 'tv:1396', $1)`, [
      breakingBad.id,
    ]);
    await make.season(breakingBad.id, 1, []);
    const thrones = await make.title({
      titleEn: 'Game of Thrones',
      type: 'series',
      imdbId: 'tt0944947',
      imdbVotes: 2_000,
    });
    const unknown = await make.title({ titleEn: 'Nowhere', imdbId: 'tt0000001', imdbVotes: 1_000 });
    const noIds = await make.title({ titleEn: 'No Ids' });
    vinDiesel = (await make.person({ fullnameEn: 'Vin Diesel' })).id;
    await make.credit(riddick.id, vinDiesel, 'actor');
    ids = {
      fightClub: fightClub.id,
      riddick: riddick.id,
      breakingBad: breakingBad.id,
      thrones: thrones.id,
      unknown: unknown.id,
      noIds: noIds.id,
    };
  });
  afterAll(async () => {
    await server?.close();
    await tmdb?.close();
  });

  it('fills what is missing in Persian and English, and keeps every stored value', async () => {
    expect((await detail(ids.fightClub)).titleFa).toBeNull(); // now in the response cache

    const run = await enrich();
    expect(run).toEqual({ titles: { done: 4, not_found: 1, retry: 0, failed: 0 } });
    expect(tmdb.requests).toContain('/find/tt0137523');
    expect(tmdb.requests).toContain('/movie/550?language=fa-IR');
    expect(tmdb.requests.filter((request) => request.startsWith('/tv/1396'))).toEqual([
      '/tv/1396?language=en-US',
      '/tv/1396?language=fa-IR',
    ]);

    const fightClub = await detail(ids.fightClub);
    const persian = persianTranslations['/movie/550'];
    expect(fightClub).toMatchObject({
      titleFa: persian?.title,
      plotFa: persian?.overview,
      plotEn: 'What an operator wrote.',
      taglineFa: persian?.tagline,
      taglineEn: "How much can you know about yourself if you've never been in a fight?",
      runtime: 139,
      trailer: 'https://www.youtube.com/watch?v=SUXWAEX2jlg',
      genres: [{ slug: 'drama' }],
      directors: [{ fullnameEn: 'David Fincher' }],
      cast: [{ fullnameEn: 'Edward Norton', character: 'The Narrator' }],
    });
    const [images] = await query<{ poster: string | null; backdrop: string; photo: string }>(
      `SELECT t.poster_url AS poster, t.backdrop_url AS backdrop, p.image_url AS photo
       FROM titles t JOIN credits c ON c.title_id = t.id JOIN people p ON p.id = c.person_id
       WHERE t.id = $1 AND c.role = 'actor'`,
      [ids.fightClub],
    );
    expect(images).toEqual({
      poster: null, // the fixture has none
      backdrop: `${IMAGES}/w1280/fCayJrkfRaCRCTh8GqN30f8oyQF.jpg`,
      photo: `${IMAGES}/h632/5XBzD5WuTyVQZeS4nbcA3Yoimg.jpg`,
    });

    // Riddick had a Persian title, a genre and one actor: they stay; the actor is recognised by
    // name, gets TMDB's photo and character, and no other actor joins; empty roles are filled.
    const riddick = await detail(ids.riddick);
    expect(riddick).toMatchObject({
      titleFa: 'ریدیک',
      taglineEn: 'Survival Is His Revenge',
      genres: [{ slug: 'action' }],
      directors: [{ fullnameEn: 'David Twohy' }],
      writers: [{ fullnameEn: 'David Twohy' }],
    });
    expect(riddick.cast).toEqual([expect.objectContaining({ id: vinDiesel, character: 'Riddick' })]);
    const [vin] = await query<{ imageUrl: string; tmdbId: string; roles: string[] }>(
      `SELECT p.image_url AS "imageUrl", s.source_id AS "tmdbId",
         (SELECT array_agg(role ORDER BY role) FROM credits WHERE person_id = p.id) AS roles
       FROM people p JOIN person_sources s ON s.person_id = p.id AND s.source = 'tmdb' WHERE p.id = $1`,
      [vinDiesel],
    );
    expect(vin).toEqual({
      imageUrl: `${IMAGES}/h632/qwyfzMKIhxJ7ols66FgEf7eGdcI.jpg`,
      tmdbId: '12835',
      roles: ['actor', 'producer'],
    });
    const [poster] = await query<{ url: string }>('SELECT poster_url AS url FROM titles WHERE id = $1', [
      ids.riddick,
    ]);
    expect(poster?.url).toBe(`${IMAGES}/w780/1NfhdnQAEqcBRCulEhOFSkRrrLv.jpg`);

    // Linked by its TMDB id only: it gains its IMDb id; its one season stays the only one.
    const breakingBad = await detail(ids.breakingBad);
    expect(breakingBad).toMatchObject({
      imdbId: 'tt0903747',
      titleFa: persianTranslations['/tv/1396']?.name,
      directors: [{ fullnameEn: 'Vince Gilligan' }],
      seasons: [{ number: 1 }],
    });
    expect(breakingBad.cast.map((member) => member.character)).toContain('Walter White');

    // TMDB has no Persian translation of it: its English answer never becomes the Persian title.
    const thrones = await detail(ids.thrones);
    expect(thrones).toMatchObject({ titleFa: null, cast: [{ fullnameEn: 'Peter Dinklage' }] });
    expect(thrones.seasons.length).toBeGreaterThan(0);

    expect(await stateOf(ids.unknown)).toMatchObject({ status: 'not_found' });
    expect(await stateOf(ids.noIds)).toBeUndefined();
    expect(await getEnrichmentStatus(server.database)).toEqual({
      candidates: 5,
      byStatus: { pending: 0, done: 4, not_found: 1, failed: 0 },
      retrying: 0,
    });
  });

  it('is idempotent: a second run asks TMDB nothing, and enriching again changes nothing', async () => {
    const snapshot = () =>
      query(
        `SELECT (SELECT json_agg(t ORDER BY id)::text FROM (SELECT * FROM titles) t) AS titles,
           (SELECT json_agg(p ORDER BY id)::text FROM (SELECT * FROM people) p) AS people,
           (SELECT json_agg(c ORDER BY id)::text FROM (SELECT * FROM credits) c) AS credits,
           (SELECT count(*)::int FROM title_genres) AS genres, (SELECT count(*)::int FROM seasons) AS seasons`,
      );
    const before = await snapshot();
    const requests = tmdb.requests.length;
    expect(await enrich()).toEqual({ titles: { done: 0, not_found: 0, retry: 0, failed: 0 } });
    expect(tmdb.requests.length).toBe(requests);

    await requeueAll();
    expect((await enrich()).titles).toEqual({ done: 4, not_found: 1, retry: 0, failed: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('retries 429 (after its Retry-After) and 5xx answers, and gives up on a title that keeps failing', async () => {
    await query(`UPDATE title_enrichment SET status = 'pending' WHERE title_id = $1`, [ids.fightClub]);
    tmdb.script('/movie/550', [
      { status: 429, headers: { 'retry-after': '1' } },
      { status: 500 },
      { status: 503 },
    ]);
    const requests = tmdb.requests.length;
    expect((await enrich()).titles).toEqual({ done: 1, not_found: 0, retry: 0, failed: 0 });
    expect(
      tmdb.requests.slice(requests).filter((request) => request === '/movie/550?language=en-US'),
    ).toHaveLength(4);

    // TMDB answers 500 through every retry: the pass stops, the title waits for a later one.
    await query(`UPDATE title_enrichment SET status = 'pending' WHERE title_id = $1`, [ids.thrones]);
    tmdb.script('/tv/1399', Array(4).fill({ status: 500 }));
    const stopped = await enrich();
    expect(stopped.stoppedBy).toBeInstanceOf(TmdbUnavailableError);
    expect(await stateOf(ids.thrones)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/500/),
      due: false,
    });
    const afterFailure = tmdb.requests.length;
    expect((await enrich()).titles).toEqual({ done: 0, not_found: 0, retry: 0, failed: 0 });
    expect(tmdb.requests.length).toBe(afterFailure);

    // Its last allowed attempt fails too: it is given up, and no later run asks about it.
    await query(`UPDATE title_enrichment SET attempts = 5, next_attempt_at = now() WHERE title_id = $1`, [
      ids.thrones,
    ]);
    tmdb.script('/tv/1399', Array(4).fill({ status: 502 }));
    await enrich();
    expect(await stateOf(ids.thrones)).toMatchObject({ status: 'failed', attempts: 6 });
    const afterGivingUp = tmdb.requests.length;
    await enrich();
    expect(tmdb.requests.length).toBe(afterGivingUp);
    expect((await getEnrichmentStatus(server.database)).byStatus.failed).toBe(1);
  });

  it('resumes after a stop mid-run without asking TMDB again about finished titles', async () => {
    await requeueAll();
    const controller = new AbortController();
    const finished: number[] = [];
    const first = await enrich({
      signal: controller.signal,
      onTitle: (title) => {
        finished.push(title.id);
        if (finished.length === 2) controller.abort();
      },
    });
    expect(first.titles.done).toBe(2);
    expect(finished).toEqual([ids.fightClub, ids.riddick]);
    const states = await query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM title_enrichment GROUP BY status ORDER BY status',
    );
    expect(states).toEqual([
      { status: 'done', n: 2 },
      { status: 'pending', n: 3 },
    ]);

    const requests = tmdb.requests.length;
    const second = await enrich();
    expect(second.titles).toEqual({ done: 2, not_found: 1, retry: 0, failed: 0 });
    const asked = tmdb.requests.slice(requests);
    expect(
      asked.some((request) => /^\/(movie\/550|movie\/87421|find\/tt0137523|find\/tt1411250)/.test(request)),
    ).toBe(false);
    expect(asked).toContain('/tv/1396?language=en-US');
  });

  it('runs in the background, backs off while TMDB refuses the key, and stops at once when asked', async () => {
    await query(
      `UPDATE title_enrichment SET status = 'pending', next_attempt_at = now() WHERE title_id = $1`,
      [ids.unknown],
    );
    const warnings: unknown[] = [];
    const log = {
      info: () => {},
      warn: (...args: unknown[]) => warnings.push(args),
      error: (...args: unknown[]) => warnings.push(args),
    } as unknown as FastifyBaseLogger;
    const job = (apiKey: string) =>
      startEnrichmentJob({
        database: server.database,
        tmdb: { apiKey, apiBaseUrl: tmdb.url, imageBaseUrl: IMAGES, requestsPerSecond: 1_000 },
        log,
        startDelayMs: 0,
      });

    const refused = job('wrong-key');
    await expect.poll(() => warnings.length).toBeGreaterThan(0);
    await refused();
    // A refused key is not the title's fault: it is not counted against it.
    expect(await stateOf(ids.unknown)).toMatchObject({ status: 'pending', attempts: 0 });

    // Stopping does not wait out a long Retry-After, and leaves the title in hand pending.
    tmdb.script('/find/tt0000001', [{ status: 429, headers: { 'retry-after': '600' } }]);
    const asked = () => tmdb.requests.filter((request) => request === '/find/tt0000001').length;
    const before = asked();
    const waiting = job(tmdb.apiKey);
    await expect.poll(asked).toBe(before + 1);
    await waiting();
    expect(await stateOf(ids.unknown)).toMatchObject({ status: 'pending', attempts: 0 });

    const running = job(tmdb.apiKey);
    await expect.poll(async () => (await stateOf(ids.unknown))?.status).toBe('not_found');
    await running();
  });
});
