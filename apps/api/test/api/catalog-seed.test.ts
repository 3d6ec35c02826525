import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanVegaMovie } from '../../src/catalog/seed/clean-vega-movie.ts';
import { loadDemoCatalogue, loadPersianTitles, loadVegaMovies } from '../../src/catalog/seed/demo-content.ts';
import { type SeedResult, seedCatalogIfEmpty } from '../../src/catalog/seed/seed-catalog.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

/** The demo catalogue written on first start. */
describe(`demo catalogue seed (${testDatabaseKind()})`, () => {
  let database: DatabaseHandle;
  let seeded: SeedResult | null;
  const now = new Date('2030-01-15T12:00:00Z');
  const one = async <Row>(sql: string, params?: unknown[]) =>
    (await database.sql.query<Row>(sql, params))[0] as Row;

  beforeAll(async () => {
    database = await openTestDatabase();
    seeded = await seedCatalogIfEmpty(database, now);
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('writes every usable vega film with its director and genres', async () => {
    const movies = loadVegaMovies();
    const usable = movies.filter((movie) => cleanVegaMovie(movie).ok);
    expect(seeded?.titles).toBe(usable.length);
    expect(seeded?.skipped).toBe(movies.length - usable.length);
    const directors = new Set(usable.map((movie) => movie.Director).filter(Boolean));
    expect(seeded?.people).toBe(directors.size);
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
         count(*) FILTER (WHERE imdb_votes IS NULL)::int AS "noVotes" FROM titles`,
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
      'SELECT count(*)::int AS n FROM titles WHERE title_fa IS NOT NULL',
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
      dubbed: demo.dubbed.length,
      subtitled: demo.subtitled.length,
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

  it('does nothing when the catalogue is not empty', async () => {
    expect(await seedCatalogIfEmpty(database, now)).toBeNull();
  });
});
