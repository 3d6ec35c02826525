import { listOf, pageOf, titleResultSchema } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogCache } from '../../src/catalog/cache/response-cache.ts';
import { searchTitles } from '../../src/catalog/search/search-titles.ts';
import { getParsed } from '../support/catalog-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { useCatalogServer } from '../support/catalog-server.ts';
import { readJson } from '../support/read-json.ts';
import { openTestDatabase } from '../support/test-database.ts';

const { catalogue, api } = useCatalogServer();
const search = async (query: string) =>
  (await getParsed(api(`/titles/search?query=${encodeURIComponent(query)}`), listOf(titleResultSchema))).data;
const names = (titles: Array<{ titleEn: string }>) => titles.map((title) => title.titleEn);

describe('GET /api/titles/search (dropdown)', () => {
  it('answers exact TitleResult objects', async () => {
    const [godfather] = await search('godfather');
    expect(godfather).toEqual({
      id: catalogue().titles.godfather.id,
      path: `/titles/${catalogue().titles.godfather.id}/the-godfather`,
      // Remote pictures are answered once stored by Pardeh (images.test.ts); none is here, so a
      // rendered one stands in (artwork.test.ts).
      poster: expect.stringMatching(/^\/images\/poster\/[0-9a-f]{32}\/480\.webp$/),
      titleEn: 'The Godfather',
      titleFa: 'پدرخوانده',
      year: 1972,
      jalaliYear: null,
      genres: [
        { id: catalogue().genres.drama.id, titleFa: 'درام' },
        { id: catalogue().genres.crime.id, titleFa: 'جنایی' },
      ].sort((a, b) => a.id - b.id),
      rating: 9.2,
      rottenTomatoes: { rtMeter: null, rtStatus: null },
    });
  });

  it('ranks exact, then prefix, then word prefix, then substring, then votes', async () => {
    // "Cup of Tea" has the most votes but only contains "up" inside a word.
    expect(names(await search('up'))).toEqual(['Up', 'Upside Down', 'Grown Ups', 'Cup of Tea']);
    expect(names(await search('the godfather'))).toEqual(['The Godfather', 'The Godfather Part II']);
  });

  it('matches Persian titles, original titles and aliases, whichever way Arabic letters are typed', async () => {
    expect(names(await search('مارمولك'))).toEqual(['The Lizard']); // Arabic kaf
    expect(names(await search('marmoulak'))).toEqual(['The Lizard']);
    expect(names(await search('MARMULAK'))).toEqual(['The Lizard']);
    expect(names(await search('پدرخوانده'))).toEqual(['The Godfather', 'The Godfather Part II']);
    expect(names(await search('پدرخوانده 2'))).toEqual(['The Godfather Part II']); // ۲ stored, 2 typed
    expect(names(await search('بارا'))).toEqual(['Baran']);
  });

  it('finds a title by a pasted IMDb id or IMDb URL', async () => {
    for (const query of [
      'tt0111161',
      ' TT0111161 ',
      'https://www.imdb.com/title/tt0111161/',
      'imdb.com/title/tt0111161/?ref_=nv_sr_1',
    ]) {
      expect(names(await search(query)), query).toEqual(['The Shawshank Redemption']);
    }
    expect(await search('tt9999999')).toEqual([]);
  });

  it('answers queries shorter than two characters with an empty list', async () => {
    for (const query of ['', 'u', ' u ', 'ـ', '\u200c']) expect(await search(query)).toEqual([]);
    const missing = await getParsed(api('/titles/search'), listOf(titleResultSchema));
    expect(missing.data).toEqual([]);
  });

  it('is safe with hostile input: never a 5xx', async () => {
    const nasty = [
      "'",
      '"',
      "' OR 1=1 --",
      "'; DROP TABLE titles; --",
      '%',
      '%%',
      '_',
      '__',
      '\\',
      '\\%',
      '%_\\',
      'a'.repeat(10_000),
      'ب'.repeat(2_000), // 12 KB once percent-encoded
      '😀😀😀',
      `${'😀'.repeat(99)}x`,
      '\u0000\u0000ab',
      'up\u0000',
      'پدر god مخلوط',
      '<script>alert(1)</script>',
      '$1 $2',
      '{}[]()',
      'ﷺ ﷲ',
      '   \t\n  ',
    ];
    for (const query of nasty) {
      for (const path of [
        '/titles/search?query=',
        '/people/search?query=',
        '/titles/search?resource=titles&q=',
      ]) {
        const response = await fetch(api(`${path}${encodeURIComponent(query)}`));
        expect(response.status, `${path}${query.slice(0, 20)}`).toBeLessThan(500);
        expect(response.status).toBe(200);
      }
    }
    // Broken percent-encoding and invalid UTF-8, sent as they are.
    for (const raw of ['%ff%fe', '%', '%E0%A4%A', '%00', '%C0%AF', 'a%2', '%D9%83%D9']) {
      const response = await fetch(api(`/titles/search?query=${raw}`));
      expect(response.status, raw).toBeLessThan(500);
    }
    // Past Node's 16 KB head limit the HTTP parser refuses it before the route runs: 414 when the
    // URL is seen to be the long part (http/errors.ts), 431 when it arrived in several reads.
    const tooLong = await fetch(api(`/titles/search?query=${encodeURIComponent('ب'.repeat(10_000))}`));
    expect([414, 431]).toContain(tooLong.status);
    // A literal % or _ matches only itself, not every title.
    expect(await search('%%')).toEqual([]);
    expect(await search('__')).toEqual([]);
    const twice = await fetch(api('/titles/search?query=a&query=b'));
    expect(twice.status).toBe(422);
  });
});

describe('GET /api/titles/search (listing)', () => {
  const listing = (params: string) => getParsed(api(`/titles/search?${params}`), pageOf(titleResultSchema));

  it('pages through every title by votes with resource=titles', async () => {
    const first = await listing('resource=titles&per_page=5');
    expect(first.meta).toEqual({ page: 1, perPage: 5, total: 13, lastPage: 3 });
    expect(names(first.data)).toEqual([
      'Cup of Tea',
      'The Shawshank Redemption',
      'Breaking Bad',
      'The Godfather',
      'The Godfather Part II',
    ]);
    const third = await listing('resource=titles&per_page=5&page=3');
    expect(third.data).toHaveLength(3);
    const beyond = await listing('resource=titles&per_page=5&page=9');
    expect(beyond.data).toEqual([]);
  });

  it('filters by type, dubbed, genre (id or slug), years and text', async () => {
    expect(names((await listing('type=series')).data)).toEqual(['Breaking Bad']);
    expect(names((await listing('is_dubbed=1')).data)).toEqual(['The Shawshank Redemption', 'Breaking Bad']);
    expect((await listing('is_dubbed=0')).meta.total).toBe(11);
    const crime = names((await listing('genre=crime')).data);
    expect(crime).toEqual(['Breaking Bad', 'The Godfather', 'The Godfather Part II']);
    expect(names((await listing(`genre=${catalogue().genres.crime.id}`)).data)).toEqual(crime);
    expect(names((await listing('year_from=2001&year_to=2004&order_by=year')).data)).toEqual([
      'The Lizard',
      'Baran',
    ]);
    expect(names((await listing('q=godfather&order_by=year')).data)).toEqual([
      'The Godfather Part II',
      'The Godfather',
    ]);
    expect(names((await listing('resource=titles&query=مارمولك')).data)).toEqual(['The Lizard']);
    expect((await listing('genre=western')).meta).toEqual({ page: 1, perPage: 20, total: 0, lastPage: 1 });
  });

  it('sorts by votes, rating, year, newest and title', async () => {
    const first = async (order: string) => (await listing(`order_by=${order}&per_page=1`)).data[0]?.titleEn;
    expect(await first('votes')).toBe('Cup of Tea');
    expect(await first('rating')).toBe('Breaking Bad');
    expect(await first('year')).toBe('Later Film');
    expect(await first('newest')).toBe('Undated Film');
    expect(await first('title')).toBe('Baran');
  });

  it('names a bad parameter in a 422', async () => {
    for (const [params, name] of [
      ['order_by=best', 'order_by'],
      ['type=film', 'type'],
      ['per_page=51', 'per_page'],
      ['page=0', 'page'],
      ['is_dubbed=maybe', 'is_dubbed'],
      ['year_from=1200', 'year_from'],
      ['year_from=2000&year_to=1990', 'year_to'],
      ['genre=no-such-genre', 'genre'],
      ['genre=%27%3B', 'genre'],
      ['resource=people', 'resource'],
    ] as const) {
      const response = await fetch(api(`/titles/search?${params}`));
      expect(response.status, params).toBe(422);
      const body = await readJson(response);
      expect(body.message, params).toContain(name);
      expect(Object.keys(body.errors ?? {}), params).toContain(name);
    }
  });
});

// More word-start matches than the dropdown shows are ranked in the database (title_word_starts
// carries each name's length and the title's votes); its own catalogue, searched without the
// response cache, so votes can change between searches.
describe('searchTitles with more matches than the dropdown shows', () => {
  const nebulas = ['Nebula', 'Star Cloud', 'Nebula Rising', 'Gas Giant'];
  const parts = Array.from({ length: 12 }, (_, index) => `The Nebula Part ${index + 1}`);
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    const make = catalogFactory(database);
    await make.title({ titleEn: 'Supernebula', imdbVotes: 1_000_000 }); // only inside a word
    await make.title({ titleEn: 'Nebula', imdbVotes: 10 });
    await make.title({ titleEn: 'Star Cloud', aliases: ['Nebula'], imdbVotes: 5 }); // exact alias
    await make.title({ titleEn: 'Nebula Rising', imdbVotes: 100 });
    await make.title({ titleEn: 'Gas Giant', originalTitle: 'Nebula Blue', imdbVotes: 50 });
    for (const [index, titleEn] of parts.entries()) await make.title({ titleEn, imdbVotes: 1_000 + index });
    await make.title({ titleEn: 'The Extraordinarily Long Nebula Title Of Many Words', imdbVotes: 1 });
  });
  afterAll(() => database.close());
  const found = async (query: string) => names(await searchTitles(database, query));

  it('ranks exact names (aliases too), name starts, then word starts by votes', async () => {
    expect(await found('nebula')).toEqual([...nebulas, ...parts.slice(6).reverse()]);
    expect(await found('NEBULA P')).toEqual(parts.slice(2).reverse());
  });

  it('follows vote and name changes made to titles', async () => {
    await database.sql.query("UPDATE titles SET imdb_votes = 5000 WHERE title_en = 'The Nebula Part 1'");
    await database.sql.query(
      "UPDATE titles SET title_en = 'Rising Nebula', search_text = 'rising nebula' WHERE title_en = 'Nebula Rising'",
    );
    expect(await found('nebula')).toEqual([
      'Nebula',
      'Star Cloud',
      'Gas Giant',
      'The Nebula Part 1',
      ...parts.slice(6).reverse(),
    ]);
    await database.sql.query("DELETE FROM titles WHERE title_en = 'Nebula'");
    expect((await found('nebula'))[0]).toBe('Star Cloud');
  });

  it('answers a word too common to rank every match from its names and best-known titles', async () => {
    await database.sql.query(
      `INSERT INTO titles (slug, type, title_en, search_text, imdb_votes)
       SELECT 'filler-' || n, 'movie', 'Filler ' || n, 'filler ' || n, n FROM generate_series(1, 1001) AS n`,
    );
    invalidateCatalogCache(); // as an import does: the most-voted titles are reread
    const best = Array.from({ length: 10 }, (_, index) => `Filler ${1001 - index}`);
    expect(await found('filler')).toEqual(best);
  });

  it('rechecks queries longer than the stored word starts against the whole name', async () => {
    const long = 'extraordinarily long nebula title of many';
    expect(await found(long)).toEqual(['The Extraordinarily Long Nebula Title Of Many Words']);
    expect(await found(`${long} wordz`)).toEqual([]);
    expect(await found(`the ${long} words`)).toEqual(['The Extraordinarily Long Nebula Title Of Many Words']);
  });
});
