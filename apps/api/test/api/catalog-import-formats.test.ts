import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFromTmdbApi } from '../../src/catalog/import/formats/tmdb-api.ts';
import { fileFormats } from '../../src/catalog/import/import-formats.ts';
import { runImport } from '../../src/catalog/import/run-import.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { hasReferenceData, referenceData } from '../support/catalog-reference-data.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

const netflixDir = path.join(referenceData, 'netflix-titles-credits');
const wikidataFile = path.join(referenceData, 'wikidata-iranian-films/db.json');
const imdbDir = path.join(referenceData, 'imdb-sample-ocheretko');
const readCsv = (file: string, delimiter = ',') =>
  parse(fs.readFileSync(file), { columns: true, delimiter, quote: delimiter === ',' ? '"' : false }) as Array<
    Record<string, string>
  >;

/** Each importer through direct calls over a fresh database, checked against the source files. */
describe.runIf(hasReferenceData)(`catalogue importers (${testDatabaseKind()})`, () => {
  let database: DatabaseHandle;
  const count = async (sql: string) => (await database.sql.query<{ n: number }>(sql))[0]?.n;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('netflix: every title, person and distinct credit, then merges Wikidata titles by IMDb id', {
    timeout: 240_000,
  }, async () => {
    const titles = readCsv(path.join(netflixDir, 'titles.csv'));
    const credits = readCsv(path.join(netflixDir, 'credits.csv'));
    const summary = await runImport(database, fileFormats.netflix(netflixDir));
    expect(summary.counts.titles.inserted).toBe(titles.length);
    expect(summary.counts.people.inserted).toBe(new Set(credits.map((row) => row.id)).size);
    const distinctCredits = new Set(credits.map((row) => `${row.title_id}:${row.id}:${row.role}`)).size;
    expect(summary.counts.credits.inserted).toBe(distinctCredits);
    expect(await count(`SELECT count(*)::int AS n FROM titles WHERE type = 'series'`)).toBe(
      titles.filter((row) => row.type === 'SHOW').length,
    );
    const [rocky] = await database.sql.query<{ imdbVotes: number; director: string }>(
      `SELECT t.imdb_votes AS "imdbVotes", p.fullname_en AS director FROM titles t
       JOIN credits c ON c.title_id = t.id AND c.role = 'director' JOIN people p ON p.id = c.person_id
       WHERE t.imdb_id = 'tt0075148'`,
    );
    expect(rocky).toEqual({ imdbVotes: 588100, director: 'John G. Avildsen' });

    const again = await runImport(database, fileFormats.netflix(netflixDir));
    expect(again.counts.titles.inserted + again.counts.people.inserted + again.counts.credits.inserted).toBe(
      0,
    );
    expect(again.counts.titles.updated).toBe(0);

    const films = Object.values(
      (JSON.parse(fs.readFileSync(wikidataFile, 'utf8')) as { films: Record<string, { imdb?: string[] }> })
        .films,
    );
    const netflixImdb = new Set(titles.map((row) => row.imdb_id).filter(Boolean));
    const wikidataImdb = films.flatMap((film) => film.imdb ?? []);
    const shared = new Set(wikidataImdb.filter((id) => netflixImdb.has(id)));
    const wikidataTitles = films.length - (wikidataImdb.length - new Set(wikidataImdb).size);
    await runImport(database, fileFormats.wikidata(wikidataFile));
    expect(await count('SELECT count(*)::int AS n FROM titles')).toBe(
      titles.length + wikidataTitles - shared.size,
    );
    for (const imdbId of shared) {
      const [merged] = await database.sql.query<{ sources: string[] }>(
        `SELECT array_agg(s.source ORDER BY s.source) AS sources FROM titles t JOIN title_sources s ON s.title_id = t.id
         WHERE t.imdb_id = $1`,
        [imdbId],
      );
      expect(merged?.sources).toContain('netflix');
      expect(merged?.sources).toContain('wikidata');
    }
  });

  it('imdb: films with ratings-free basics, principals and only the people they name', {
    timeout: 120_000,
  }, async () => {
    const basics = readCsv(path.join(imdbDir, 'title.basics.tsv'), '\t');
    const summary = await runImport(database, fileFormats.imdb(imdbDir));
    const importable = basics.filter((row) => row.isAdult !== '1');
    expect(
      summary.counts.titles.inserted + summary.counts.titles.updated + summary.counts.titles.unchanged,
    ).toBe(importable.length);
    expect(summary.skipReasons.get('titles: adult title')).toBe(basics.length - importable.length);
    const [shadowtown] = await database.sql.query<{ year: number; genres: string[] }>(
      `SELECT t.year, array_agg(g.slug ORDER BY g.slug) AS genres FROM titles t
       JOIN title_genres tg ON tg.title_id = t.id JOIN genres g ON g.id = tg.genre_id
       WHERE t.imdb_id = 'tt9806258' GROUP BY t.year`,
    );
    expect(shadowtown).toEqual({ year: 2020, genres: ['drama', 'mystery', 'thriller'] });
  });

  it('tmdb: movie, tv, person and collection responses from a directory', { timeout: 60_000 }, async () => {
    const summary = await runImport(
      database,
      fileFormats.tmdb(path.join(referenceData, 'tmdb-fixtures-php-tmdb')),
    );
    expect(summary.counts.collections.inserted).toBe(1);
    const [riddick] = await database.sql.query<{ genres: number; cast: number }>(
      `SELECT (SELECT count(*)::int FROM title_genres tg WHERE tg.title_id = t.id) AS genres,
              (SELECT count(*)::int FROM credits c WHERE c.title_id = t.id AND c.role = 'actor') AS cast
       FROM titles t WHERE t.imdb_id = 'tt1411250'`,
    );
    expect(riddick?.genres).toBe(3);
    expect(riddick?.cast).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM seasons s JOIN titles t ON t.id = s.title_id WHERE t.title_en = 'Breaking Bad'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        `SELECT count(*)::int AS n FROM people WHERE imdb_id = 'nm0000641' AND birth_date = '1955-03-17'`,
      ),
    ).toBe(1);
  });

  it('tmdb-api: fetches English and Persian answers from a (local) TMDB', { timeout: 60_000 }, async () => {
    const fixtures = path.join(referenceData, 'tmdb-fixtures-adamayoung');
    const requests: string[] = [];
    const server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      requests.push(`${url.pathname}?language=${url.searchParams.get('language')}`);
      const file = {
        '/3/movie/550': 'movie-details-append-response.json',
        '/3/tv/1399': 'tv-series-details-append-response.json',
      }[url.pathname];
      if (!file || url.searchParams.get('api_key') !== 'test-key') {
        response.writeHead(file ? 401 : 404).end('{}');
        return;
      }
      const body = JSON.parse(fs.readFileSync(path.join(fixtures, file), 'utf8')) as Record<string, unknown>;
      // TMDB's fa-IR answer carries the Persian translation when one exists.
      if (url.searchParams.get('language') === 'fa-IR' && url.pathname === '/3/movie/550')
        body.title = 'باشگاه مشت‌زنی';
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const summary = await runImport(
        database,
        importFromTmdbApi(
          [
            { kind: 'movie', id: 550 },
            { kind: 'tv', id: 1399 },
            { kind: 'movie', id: 1 },
          ],
          { apiKey: 'test-key', baseUrl: `http://127.0.0.1:${port}/3` },
        ),
      );
      expect(summary.skipReasons.get('titles: not found on TMDB (movie 1)')).toBe(1);
      expect(requests).toContain('/3/movie/550?language=fa-IR');
      const [fightClub] = await database.sql.query<{ titleEn: string; titleFa: string }>(
        `SELECT title_en AS "titleEn", title_fa AS "titleFa" FROM titles WHERE imdb_id = 'tt0137523'`,
      );
      expect(fightClub).toEqual({ titleEn: 'Fight Club', titleFa: 'باشگاه مشت‌زنی' });
      const [thrones] = await database.sql.query<{ titleFa: string | null; type: string }>(
        `SELECT t.title_fa AS "titleFa", t.type FROM titles t JOIN title_sources s ON s.title_id = t.id
         WHERE s.source = 'tmdb' AND s.source_id = 'tv:1399'`,
      );
      // No Persian translation came back, so the Persian title stays empty rather than English.
      expect(thrones).toEqual({ titleFa: null, type: 'series' });
    } finally {
      server.close();
    }
  });
});
