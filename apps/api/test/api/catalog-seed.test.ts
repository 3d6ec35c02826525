import { pageOf, resourceOf, titleDetailSchema, titleResultSchema, watchFileSchema } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanVegaMovie } from '../../src/catalog/seed/clean-vega-movie.ts';
import {
  loadDemoCatalogue,
  loadDemoSeries,
  loadPersianTitles,
  loadVegaMovies,
} from '../../src/catalog/seed/demo-content.ts';
import { type SeedResult, seedCatalogIfEmpty } from '../../src/catalog/seed/seed-catalog.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { getParsed } from '../support/catalog-client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/** The demo catalogue written on first start. */
describe(`demo catalogue seed (${testDatabaseKind()})`, () => {
  let testApp: TestApp;
  let database: DatabaseHandle;
  let seeded: SeedResult | null;
  const now = new Date('2030-01-15T12:00:00Z');
  const demoSeries = loadDemoSeries();
  const one = async <Row>(sql: string, params?: unknown[]) =>
    (await database.sql.query<Row>(sql, params))[0] as Row;
  const api = (path: string) => `${testApp.url}/api${path}`;
  const seriesId = async (titleEn: string) =>
    (await one<{ id: number }>(`SELECT id FROM titles WHERE type = 'series' AND title_en = $1`, [titleEn]))
      .id;

  beforeAll(async () => {
    testApp = await startTestApp();
    database = testApp.database;
    seeded = await seedCatalogIfEmpty(database, now);
  }, 120_000);
  afterAll(async () => {
    await testApp.close();
  });

  it('writes every usable vega film with its director and genres, and the demo series', async () => {
    const movies = loadVegaMovies();
    const usable = movies.filter((movie) => cleanVegaMovie(movie).ok);
    expect(seeded?.titles).toBe(usable.length + demoSeries.series.length);
    expect(seeded?.series).toBe(demoSeries.series.length);
    expect(seeded?.skipped).toBe(movies.length - usable.length);
    const directors = new Set(usable.map((movie) => movie.Director).filter(Boolean));
    const seriesPeople = new Set(
      demoSeries.series.flatMap((series) =>
        [...series.creators, ...series.directors, ...series.cast].map((person) => person.en),
      ),
    );
    const newPeople = [...seriesPeople].filter((name) => !directors.has(name));
    expect(seeded?.people).toBe(directors.size + newPeople.length);
    const darkKnight = await one<{ titleFa: string; director: string; genres: string[]; rt: string }>(
      `SELECT t.title_fa AS "titleFa", p.fullname_en AS director, t.rt_status AS rt,
         (SELECT array_agg(g.name_fa) FROM title_genres tg JOIN genres g ON g.id = tg.genre_id WHERE tg.title_id = t.id) AS genres
       FROM titles t JOIN credits c ON c.title_id = t.id JOIN people p ON p.id = c.person_id
       WHERE t.title_en = 'The Dark Knight' AND t.year = 2008`,
    );
    expect(darkKnight).toMatchObject({
      titleFa: 'شوالیه تاریکی',
      director: 'Christopher Nolan',
      rt: 'fresh',
    });
    expect(darkKnight.genres).toEqual(['اکشن']);
  });

  it('keeps unknowns empty, fixes two-digit years and never grants certified-fresh', async () => {
    const stats = await one<{ maxYear: number; certified: number; noVotes: number }>(
      `SELECT max(year)::int AS "maxYear", count(*) FILTER (WHERE rt_status = 'certified-fresh')::int AS certified,
         count(*) FILTER (WHERE imdb_votes IS NULL)::int AS "noVotes" FROM titles WHERE type = 'movie'`,
    );
    expect(stats.maxYear).toBeLessThanOrEqual(2011);
    expect(stats.certified).toBe(0);
    expect(stats.noVotes).toBe(
      loadVegaMovies().filter((movie) => movie.Title !== null && movie['IMDB Votes'] === null).length,
    );
    const wizard = await one<{ releaseDate: string }>(
      `SELECT release_date::text AS "releaseDate" FROM titles WHERE title_en = 'The Wizard of Oz'`,
    );
    expect(wizard.releaseDate).toBe('1939-08-25');
  });

  it('gives Persian titles to the most-voted films, all of them known films', async () => {
    const persian = loadPersianTitles();
    expect(Object.keys(persian).length).toBeGreaterThanOrEqual(300);
    const topVoted = await database.sql.query<{ titleFa: string | null }>(
      'SELECT title_fa AS "titleFa" FROM titles ORDER BY imdb_votes DESC NULLS LAST LIMIT 300',
    );
    expect(topVoted.filter((row) => row.titleFa).length).toBeGreaterThanOrEqual(270);
    const written = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM titles WHERE title_fa IS NOT NULL AND type = 'movie'`,
    );
    expect(written.n).toBe(Object.keys(persian).length);
  });

  it('adds collections, demo flags, files that exist, trailers and screenshots', async () => {
    const demo = loadDemoCatalogue();
    expect(seeded?.collections).toBe(demo.collections.length);
    const nolan = await database.sql.query<{ title: string }>(
      `SELECT t.title_en AS title FROM collections c JOIN collection_titles ct ON ct.collection_id = c.id
       JOIN titles t ON t.id = ct.title_id WHERE c.slug = 'christopher-nolan' ORDER BY ct.position`,
    );
    expect(nolan.map((row) => row.title)).toEqual([
      'Memento',
      'Batman Begins',
      'The Prestige',
      'The Dark Knight',
      'Inception',
    ]);
    const flags = await one<{ dubbed: number; subtitled: number; soon: number; earliest: string }>(
      `SELECT count(*) FILTER (WHERE is_dubbed)::int AS dubbed, count(*) FILTER (WHERE has_subtitle)::int AS subtitled,
         count(*) FILTER (WHERE coming_soon)::int AS soon, min(expected_release_date)::text AS earliest FROM titles`,
    );
    expect(flags).toMatchObject({
      dubbed: demo.dubbed.length + demoSeries.demo.dubbed.length,
      subtitled: demo.subtitled.length + demoSeries.demo.subtitled.length,
      soon: demo.comingSoon.length,
    });
    expect(flags.earliest > now.toISOString().slice(0, 10)).toBe(true);
    const files = await database.sql.query<{ url: string; language: string; premium: boolean }>(
      'SELECT DISTINCT url, language, premium_only AS premium FROM title_files',
    );
    expect(new Set(files.map((file) => file.language))).toEqual(new Set(['original', 'dubbed', 'subtitled']));
    expect(files.some((file) => file.premium)).toBe(true);
    expect(files.some((file) => file.url.endsWith('.m3u8'))).toBe(true);
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM screenshots')).n).toBeGreaterThan(0);
  });

  it('writes each series with its seasons and numbered episodes, and never a rating', async () => {
    const counts = await one<{ series: number; episodes: number; rated: number }>(
      `SELECT count(*)::int AS series,
         (SELECT count(*)::int FROM episodes) AS episodes,
         count(*) FILTER (WHERE imdb_rating IS NOT NULL OR imdb_votes IS NOT NULL OR rt_meter IS NOT NULL)::int AS rated
       FROM titles WHERE type = 'series'`,
    );
    const known = demoSeries.series
      .flatMap((series) => series.seasons)
      .reduce((total, season) => total + (season.episodes ?? 0), 0);
    expect(counts).toEqual({ series: demoSeries.series.length, episodes: known, rated: 0 });
    expect(seeded?.episodes).toBe(known);

    const id = await seriesId('Breaking Bad');
    const { data: title } = await getParsed(api(`/titles/${id}`), resourceOf(titleDetailSchema));
    expect(title).toMatchObject({ type: 'series', titleFa: 'بریکینگ بد', imdbId: 'tt0903747', year: 2008 });
    expect(title.rating).toBeNull();
    expect(title.seasons.map((season) => season.episodes.length)).toEqual([7, 13, 13, 13, 16]);
    expect(title.seasons.map((season) => season.number)).toEqual([1, 2, 3, 4, 5]);
    expect(title.seasons[4]?.episodes.map((episode) => episode.number)).toEqual(
      Array.from({ length: 16 }, (_, index) => index + 1),
    );
    expect(title.cast[0]).toMatchObject({ fullnameEn: 'Bryan Cranston', character: 'Walter White' });
    expect(title.writers.map((person) => person.fullnameEn)).toEqual(['Vince Gilligan']);
    // The first three episodes play the sample clip (original and subtitled); the rest have no files.
    expect(title.seasons[0]?.episodes.map((episode) => episode.filesCount > 0)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);

    const shahrzad = await getParsed(
      api(`/titles/${await seriesId('Shahrzad')}`),
      resourceOf(titleDetailSchema),
    );
    // Season 1's 28 episodes are known; seasons 2 and 3 are listed without episodes.
    expect(shahrzad.data.seasons.map((season) => season.episodes.length)).toEqual([28, 0, 0]);
    expect(shahrzad.data.directors[0]).toMatchObject({ fullnameFa: 'حسن فتحی' });
  });

  it('lists the series on /tv and plays a demo episode', async () => {
    const listing = await getParsed(
      api('/titles/search?resource=titles&type=series&order_by=title&per_page=50'),
      pageOf(titleResultSchema),
    );
    expect(listing.meta.total).toBe(demoSeries.series.length);
    expect(listing.data.map((title) => title.titleEn)).toContain('Game of Thrones');

    const episodeFile = await one<{ id: number }>(
      `SELECT f.id FROM title_files f JOIN titles t ON t.id = f.title_id
       WHERE t.title_en = 'Chernobyl' AND f.episode_id IS NOT NULL AND NOT f.premium_only ORDER BY f.id LIMIT 1`,
    );
    const { data: watch } = await getParsed(
      api(`/watch/tt7366338/${episodeFile.id}`),
      resourceOf(watchFileSchema),
    );
    expect(watch.access).toBe('granted');
    expect(watch.url).toMatch(/^\/media\//);
    // Chernobyl is dubbed and subtitled: the episode's other versions come with it.
    expect(new Set(watch.files.map((file) => file.language))).toEqual(
      new Set(['original', 'dubbed', 'subtitled']),
    );
  });

  it('dates titles in release order, so "newest" lists recent releases first', async () => {
    const newest = await getParsed(
      api('/titles/search?resource=titles&order_by=newest&per_page=20'),
      pageOf(titleResultSchema),
    );
    const years = newest.data.map((title) => title.year ?? 0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const latest = await one<{ year: number }>('SELECT max(year)::int AS year FROM titles');
    expect(years[0]).toBe(latest.year);
    const films = await getParsed(
      api('/titles/search?resource=titles&type=movie&order_by=newest&per_page=5'),
      pageOf(titleResultSchema),
    );
    expect(films.data.every((title) => title.year === 2011 || title.year === 2010)).toBe(true);
    const stamps = await one<{ newest: string; distinct: number; total: number }>(
      `SELECT max(created_at) AS newest, count(DISTINCT created_at)::int AS distinct, count(*)::int AS total
       FROM titles WHERE updated_at = created_at`,
    );
    expect(new Date(stamps.newest).getTime()).toBeLessThan(now.getTime());
    expect(stamps.distinct).toBe(stamps.total);
    expect(stamps.total).toBe(seeded?.titles);
  });

  it('does nothing when the catalogue is not empty', async () => {
    expect(await seedCatalogIfEmpty(database, now)).toBeNull();
  });
});
