import path from 'node:path';
import {
  genreSchema,
  listOf,
  pageOf,
  resourceOf,
  slideshowItemSchema,
  titleDetailSchema,
  titleResultSchema,
  watchFileSchema,
} from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCanon } from '../../src/catalog/canon/canon-file.ts';
import { measureCanonCoverage } from '../../src/catalog/canon/measure-canon-coverage.ts';
import { findImpossibleCombinations } from '../../src/catalog/genres/find-impossible-combinations.ts';
import { readDelimited } from '../../src/catalog/import/formats/read-delimited.ts';
import { listPersonDuplicates } from '../../src/catalog/people/list-person-duplicates.ts';
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
import { hasReferenceData, referenceData } from '../support/catalog-reference-data.ts';
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

  it('writes the vega films, the demo series and the open catalogue, one title per IMDb id', async () => {
    const movies = loadVegaMovies();
    const usable = movies.filter((movie) => cleanVegaMovie(movie).ok);
    expect(seeded?.series).toBe(demoSeries.series.length);
    expect(seeded?.skipped).toBe(movies.length - usable.length);
    const bySource = await database.sql.query<{ source: string; n: number }>(
      'SELECT source, count(*)::int AS n FROM title_sources GROUP BY source ORDER BY source',
    );
    expect(Object.fromEntries(bySource.map((row) => [row.source, row.n]))).toMatchObject({
      vega: usable.length,
      wikidata: 1663,
      netflix: expect.any(Number),
    });
    const total = await one<{ n: number; imdb: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT imdb_id)::int AS imdb FROM titles',
    );
    expect(total.n).toBe(seeded?.titles);
    // Titles found in two sources are one title: fewer titles than source records.
    expect(total.n).toBeLessThan(bySource.reduce((sum, row) => sum + row.n, 0));
    const darkKnight = await one<{
      titleFa: string;
      directors: string[];
      genres: string[];
      rt: string;
      plot: string;
    }>(
      `SELECT t.title_fa AS "titleFa", t.rt_status AS rt, t.plot_en AS plot,
         (SELECT array_agg(DISTINCT p.fullname_en) FROM credits c JOIN people p ON p.id = c.person_id
          WHERE c.title_id = t.id AND c.role = 'director') AS directors,
         (SELECT array_agg(g.slug ORDER BY g.slug) FROM title_genres tg JOIN genres g ON g.id = tg.genre_id WHERE tg.title_id = t.id) AS genres
       FROM titles t WHERE t.title_en = 'The Dark Knight' AND t.year = 2008`,
    );
    // vega-datasets' Persian title and RT rating, Netflix's description and genres, one director.
    expect(darkKnight).toMatchObject({
      titleFa: 'شوالیه تاریکی',
      rt: 'fresh',
      directors: ['Christopher Nolan'],
    });
    expect(darkKnight.plot).toMatch(/Batman/);
    expect(darkKnight.genres).toContain('action');
    const nolan = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM people WHERE fullname_en = 'Christopher Nolan'`,
    );
    expect(nolan.n).toBe(1);
  });

  it('gives Iranian films their Persian titles and their people Persian names', async () => {
    const baran = await one<{ titleFa: string; countries: string[]; directorFa: string; cast: number }>(
      `SELECT t.title_fa AS "titleFa", t.countries,
         (SELECT p.fullname_fa FROM credits c JOIN people p ON p.id = c.person_id
          WHERE c.title_id = t.id AND c.role = 'director' LIMIT 1) AS "directorFa",
         (SELECT count(*)::int FROM credits c WHERE c.title_id = t.id AND c.role = 'actor') AS cast
       FROM titles t WHERE t.imdb_id = 'tt0233841'`,
    );
    expect(baran).toMatchObject({ titleFa: 'باران', countries: ['IR'], directorFa: 'مجید مجیدی' });
    expect(baran.cast).toBeGreaterThan(0);
    const iranian = await one<{ n: number; fa: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE title_fa IS NOT NULL)::int AS fa
       FROM titles t JOIN title_sources s ON s.title_id = t.id AND s.source = 'wikidata'`,
    );
    expect(iranian).toEqual({ n: 1663, fa: 1663 });
  });

  it('keeps unknowns empty, fixes two-digit years and never grants certified-fresh', async () => {
    const stats = await one<{ maxYear: number; certified: number; noVotes: number }>(
      `SELECT max(year)::int AS "maxYear", count(*) FILTER (WHERE rt_status = 'certified-fresh')::int AS certified,
         count(*) FILTER (WHERE imdb_votes IS NULL)::int AS "noVotes"
       FROM titles t JOIN title_sources s ON s.title_id = t.id AND s.source = 'vega'`,
    );
    expect(stats.maxYear).toBeLessThanOrEqual(2011);
    expect(stats.certified).toBe(0);
    // Netflix gives votes to some films vega-datasets has none for.
    expect(stats.noVotes).toBeLessThanOrEqual(
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
      `SELECT count(*)::int AS n FROM titles t JOIN title_sources s ON s.title_id = t.id AND s.source = 'vega'
       WHERE t.title_fa IS NOT NULL`,
    );
    // persian-titles.json names vega films; persian-titles-imdb.json names more of them on Netflix.
    expect(written.n).toBeGreaterThanOrEqual(Object.keys(persian).length);
    const topHundred = await one<{ n: number }>(
      `SELECT count(title_fa)::int AS n FROM (SELECT title_fa FROM titles ORDER BY imdb_votes DESC NULLS LAST LIMIT 100) AS top`,
    );
    expect(topHundred.n).toBeGreaterThanOrEqual(95);
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
    const flags = await one<{ dubbed: number; subtitled: number; releasedButComing: number }>(
      `SELECT count(*) FILTER (WHERE is_dubbed)::int AS dubbed, count(*) FILTER (WHERE has_subtitle)::int AS subtitled,
         count(*) FILTER (WHERE coming_soon AND (release_date <= current_date
           OR year < extract(year FROM current_date)))::int AS "releasedButComing" FROM titles`,
    );
    expect(flags).toEqual({
      dubbed: demo.dubbed.length + demoSeries.demo.dubbed.length,
      subtitled: demo.subtitled.length + demoSeries.demo.subtitled.length,
      releasedButComing: 0,
    });
    const files = await database.sql.query<{ url: string; language: string; premium: boolean }>(
      'SELECT DISTINCT url, language, premium_only AS premium FROM title_files',
    );
    expect(new Set(files.map((file) => file.language))).toEqual(new Set(['original', 'dubbed', 'subtitled']));
    expect(files.some((file) => file.premium)).toBe(true);
    expect(files.some((file) => file.url.endsWith('.m3u8'))).toBe(true);
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM screenshots')).n).toBeGreaterThan(0);
  });

  it('writes each demo series with its seasons and numbered episodes, rated where Netflix rates it', async () => {
    const counts = await one<{ episodes: number }>('SELECT count(*)::int AS episodes FROM episodes');
    const known = demoSeries.series
      .flatMap((series) => series.seasons)
      .reduce((total, season) => total + (season.episodes ?? 0), 0);
    expect(counts.episodes).toBe(known);
    expect(seeded?.episodes).toBe(known);

    const id = await seriesId('Breaking Bad');
    const { data: title } = await getParsed(api(`/titles/${id}`), resourceOf(titleDetailSchema));
    expect(title).toMatchObject({ type: 'series', titleFa: 'بریکینگ بد', imdbId: 'tt0903747', year: 2008 });
    expect(title.rating).toBe(9.5);
    expect(title.plotFa).toBeTruthy();
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
    expect(listing.meta.total).toBeGreaterThan(demoSeries.series.length);
    const allSeries = await one<{ n: number }>(`SELECT count(*)::int AS n FROM titles WHERE type = 'series'`);
    expect(listing.meta.total).toBe(allSeries.n);

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

  it('dates titles with a Persian name as the newest, each group in release order', async () => {
    const newest = await getParsed(
      api('/titles/search?resource=titles&order_by=newest&per_page=24'),
      pageOf(titleResultSchema),
    );
    expect(newest.data.every((title) => title.titleFa)).toBe(true);
    const years = newest.data.map((title) => title.year ?? 0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    const stamps = await one<{ newest: string; distinct: number; total: number; misplaced: number }>(
      `SELECT max(created_at) AS newest, count(DISTINCT created_at)::int AS distinct, count(*)::int AS total,
         (SELECT count(*)::int FROM titles fa WHERE fa.title_fa IS NOT NULL AND fa.created_at <
           (SELECT max(created_at) FROM titles WHERE title_fa IS NULL)) AS misplaced
       FROM titles WHERE updated_at = created_at`,
    );
    expect(new Date(stamps.newest).getTime()).toBeLessThan(now.getTime());
    expect(stamps.distinct).toBe(stamps.total);
    expect(stamps.total).toBe(seeded?.titles);
    expect(stamps.misplaced).toBe(0);
  });

  it('leads the slideshow with an Iranian title and lists only genres that have titles', async () => {
    const slides = await getParsed(api('/titles/slideshow'), listOf(slideshowItemSchema));
    expect(slides.data).toHaveLength(10);
    const first = await one<{ countries: string[] }>('SELECT countries FROM titles WHERE id = $1', [
      slides.data[0]?.id,
    ]);
    expect(first.countries).toContain('IR');
    expect(slides.data.every((slide) => slide.titleFa)).toBe(true);
    const genres = await getParsed(api('/genres'), listOf(genreSchema));
    expect(genres.data.length).toBeGreaterThan(15);
    expect(genres.data.every((genre) => genre.titlesCount > 0)).toBe(true);
    const godfather = await one<{ genres: string[] }>(
      `SELECT array_agg(g.slug ORDER BY g.slug) AS genres FROM titles t JOIN title_genres tg ON tg.title_id = t.id
       JOIN genres g ON g.id = tg.genre_id WHERE t.title_en = 'The Godfather' AND t.year = 1972`,
    );
    expect(godfather.genres).toEqual(['crime', 'drama']);
  });

  it('merges the canon of Iranian films and series into what the other sources wrote', async () => {
    expect(await measureCanonCoverage(database)).toEqual({
      total: loadCanon().titles.length,
      present: loadCanon().titles.length,
      share: 1,
    });
    // Each canon entry is one title, and no catalogue title holds two of them.
    const links = await one<{ n: number; titles: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT title_id)::int AS titles FROM title_sources WHERE source = 'canon'`,
    );
    expect(links).toEqual({ n: loadCanon().titles.length, titles: loadCanon().titles.length });
    const sourcesOf = async (titleFa: string, year: number) =>
      await database.sql.query<{ sources: string[]; countries: string[]; directors: string[] }>(
        `SELECT array_agg(s.source ORDER BY s.source) AS sources, t.countries,
           (SELECT array_agg(DISTINCT p.fullname_en) FROM credits c JOIN people p ON p.id = c.person_id
            WHERE c.title_id = t.id AND c.role = 'director') AS directors
         FROM titles t JOIN title_sources s ON s.title_id = t.id
         WHERE t.title_fa = $1 AND t.year BETWEEN $2::int - 1 AND $2::int + 1 GROUP BY t.id`,
        [titleFa, year],
      );
    // Only in the canon; in Wikidata too (by title, year and director); on Netflix (by English
    // title and director, keeping Netflix's countries); a demo series.
    expect(await sourcesOf('جدایی نادر از سیمین', 2011)).toEqual([
      { sources: ['canon'], countries: ['IR'], directors: ['Asghar Farhadi'] },
    ]);
    expect(await sourcesOf('طعم گیلاس', 1997)).toEqual([
      expect.objectContaining({ sources: ['canon', 'wikidata'], directors: ['Abbas Kiarostami'] }),
    ]);
    expect(await sourcesOf('همه می‌دانند', 2018)).toEqual([
      expect.objectContaining({ sources: ['canon', 'netflix'], countries: expect.arrayContaining(['ES']) }),
    ]);
    expect(await sourcesOf('پایتخت', 2011)).toEqual([
      expect.objectContaining({ sources: ['canon', 'pardeh-series'] }),
    ]);
    // A person the other sources named is the canon's person too.
    const kiarostami = await one<{ n: number; sources: string[] }>(
      `SELECT count(DISTINCT p.id)::int AS n, array_agg(DISTINCT s.source ORDER BY s.source) AS sources
       FROM people p JOIN person_sources s ON s.person_id = p.id WHERE p.fullname_en = 'Abbas Kiarostami'`,
    );
    expect(kiarostami).toMatchObject({ n: 1, sources: expect.arrayContaining(['canon', 'wikidata']) });
  });

  it('has one person per person and no impossible genre or type (#32)', async () => {
    expect(await listPersonDuplicates(database.sql, 1000)).toEqual([]);
    expect(await findImpossibleCombinations(database.sql)).toEqual([]);
    const breakingBad = await one<{ actors: Array<{ name: string; people: number }>; genres: string[] }>(
      `SELECT (SELECT json_agg(a ORDER BY a.name) FROM (
           SELECT p.fullname_en AS name, count(DISTINCT p.id)::int AS people FROM credits c
           JOIN people p ON p.id = c.person_id WHERE c.title_id = t.id AND c.role = 'actor' GROUP BY 1) a) AS actors,
         ARRAY(SELECT g.slug FROM title_genres tg JOIN genres g ON g.id = tg.genre_id
               WHERE tg.title_id = t.id ORDER BY g.slug) AS genres
       FROM titles t WHERE t.title_en = 'Breaking Bad' AND t.type = 'series'`,
    );
    expect(breakingBad.actors).toContainEqual({ name: 'Bryan Cranston', people: 1 });
    expect(breakingBad.actors.every((actor) => actor.people === 1)).toBe(true);
    expect(breakingBad.genres).toEqual(['crime', 'drama', 'thriller']);
    const named = await database.sql.query<{ name: string; n: number }>(
      `SELECT fullname_en AS name, count(*)::int AS n FROM people
       WHERE fullname_en IN ('Shahab Hosseini', 'Taraneh Alidoosti') GROUP BY 1 ORDER BY 1`,
    );
    expect(named).toEqual([
      { name: 'Shahab Hosseini', n: 1 },
      { name: 'Taraneh Alidoosti', n: 1 },
    ]);
    const khatoon = await one<{ type: string }>(`SELECT type FROM titles WHERE title_fa = 'خاتون'`);
    expect(khatoon.type).toBe('series');
  });

  it.skipIf(!hasReferenceData)(
    "agrees with the full Netflix snapshot on every shared title's type",
    async () => {
      const referenceTypes = new Map<string, string>();
      for await (const { values } of readDelimited(
        path.join(referenceData, 'netflix-titles-credits/titles.csv'),
        {
          delimiter: ',',
          requiredColumns: ['imdb_id', 'type'],
        },
      )) {
        if (values.imdb_id) referenceTypes.set(values.imdb_id, values.type === 'SHOW' ? 'series' : 'movie');
      }
      const titles = await database.sql.query<{ imdbId: string; type: string; titleEn: string }>(
        `SELECT imdb_id AS "imdbId", type, title_en AS "titleEn" FROM titles WHERE imdb_id IS NOT NULL`,
      );
      const disagreeing = titles.filter(
        (title) => referenceTypes.has(title.imdbId) && referenceTypes.get(title.imdbId) !== title.type,
      );
      expect(disagreeing).toEqual([]);
      expect(titles.filter((title) => referenceTypes.has(title.imdbId)).length).toBeGreaterThan(4000);
    },
  );

  it('does nothing when the catalogue is not empty', async () => {
    expect(await seedCatalogIfEmpty(database, now)).toBeNull();
  });
});
