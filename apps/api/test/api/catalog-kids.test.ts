import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  collectionSchema,
  collectionWithTitlesSchema,
  comingSoonItemSchema,
  homeRowsResponseSchema,
  listOf,
  pageOf,
  personDetailSchema,
  personResultSchema,
  resourceOf,
  searchListOf,
  slideshowItemSchema,
  titleDetailSchema,
  titleResultSchema,
} from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { registerAccount } from '../support/auth-client.ts';
import { inBeforeAll } from '../support/before-all.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { buildSmallCatalogue } from '../support/catalog-fixture.ts';
import { kidsProfileSession } from '../support/profiles-client.ts';
import { readJson } from '../support/read-json.ts';
import { useTestApp } from '../support/test-app.ts';
import { kidsProfile, setTestViewerProfile } from '../support/test-viewer-profile.ts';

/**
 * The kids' filter (#34) through every catalogue call: the small catalogue with age ratings, one
 * server (with a web build, for the page check) whose test-only hook sets `request.profile`.
 */
const webDist = inBeforeAll(
  async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-kids-web-'));
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>پرده</title></head></html>',
    );
    fs.mkdirSync(path.join(dir, '.vite'));
    fs.writeFileSync(path.join(dir, '.vite/page-paths.json'), JSON.stringify(['/', '/titles/:id/:slug']));
    return dir;
  },
  (dir) => fs.rmSync(dir, { recursive: true, force: true }),
);
const server = useTestApp(() => ({ WEB_DIST_DIR: webDist() }), setTestViewerProfile);

// A kids' profile of 10: G, TV-Y, TV-Y7 and PG titles; never R, TV-MA, PG-13 or an unrated one.
const KIDS = kidsProfile(10);
const fixture = inBeforeAll(async () => {
  const catalogue = await buildSmallCatalogue(server.database);
  const { titles } = catalogue;
  const ratings: Array<[number, string | null]> = [
    [titles.up.id, 'PG'],
    [titles.cupOfTea.id, 'G'],
    [titles.upsideDown.id, 'TV-Y7'],
    [titles.baran.id, 'PG'],
    [titles.marmoulak.id, null],
    [titles.grownUps.id, 'PG-13'],
    [titles.shawshank.id, 'R'],
    [titles.godfather.id, 'R'],
    [titles.godfather2.id, 'Not Rated'],
    [titles.breakingBad.id, 'TV-MA'],
    [titles.soonerFilm.id, 'G'],
    [titles.laterFilm.id, 'R'],
  ];
  for (const [id, rating] of ratings) {
    await server.database.sql.query('UPDATE titles SET age_rating = $2, trailer_url = $3 WHERE id = $1', [
      id,
      rating,
      `https://trailers.example/${id}.mp4`,
    ]);
  }
  // Two home rows: the Iranian collection (Baran for kids) and one holding only an adult title.
  const crime = await catalogFactory(server.database).collection('crime', 'جنایی', [titles.godfather.id]);
  await server.database.sql.query(
    `INSERT INTO home_rows (position, kind, collection_id) VALUES (10, 'collection', $1), (11, 'collection', $2)`,
    [catalogue.collections.iranian.id, crime.id],
  );
  const files = await server.database.sql.query<{ id: number; title_id: number }>(
    'SELECT id, title_id FROM title_files ORDER BY id',
  );
  return { ...catalogue, crime, files };
});

const SUITABLE = ['Baran', 'Cup of Tea', 'Sooner Film', 'Up', 'Upside Down'];

const api = (pathname: string) => `${server.url}/api${pathname}`;
const get = (pathname: string, headers: Record<string, string> = {}) => fetch(api(pathname), { headers });
const titlesOf = (data: Array<{ titleEn: string }>) => data.map((title) => title.titleEn).sort();

describe('titles’ maturity ages (migration 0037)', () => {
  it('maps each rating to an age and leaves unrated titles without one', async () => {
    const ratings = [
      'G',
      'TV-Y',
      'TV-G',
      'TV-Y7',
      'TV-Y7-FV',
      'PG',
      'TV-PG',
      'PG-13',
      'TV-14',
      'R',
      'NC-17',
      'TV-MA',
    ];
    const rows = await server.database.sql.query<{ rating: string | null; age: number | null }>(
      `SELECT r AS rating, age_rating_maturity_age(r) AS age FROM unnest($1::text[]) AS r`,
      [[...ratings, 'Not Rated', null]],
    );
    expect(rows.map((row) => [row.rating, row.age])).toEqual([
      ['G', 0],
      ['TV-Y', 0],
      ['TV-G', 0],
      ['TV-Y7', 7],
      ['TV-Y7-FV', 7],
      ['PG', 10],
      ['TV-PG', 10],
      ['PG-13', 13],
      ['TV-14', 14],
      ['R', 17],
      ['NC-17', 18],
      ['TV-MA', 18],
      ['Not Rated', null],
      [null, null],
    ]);
  });
});

describe('listings and search for a kids’ profile', () => {
  it('lists only the titles for its age, and everything for others', async () => {
    fixture();
    const listing = '/titles/search?resource=titles&per_page=50';
    const kids = await get(listing, KIDS);
    const { data, meta } = pageOf(titleResultSchema).parse(await kids.json());
    expect(titlesOf(data)).toEqual(SUITABLE);
    expect(meta.total).toBe(SUITABLE.length);
    const adult = pageOf(titleResultSchema).parse(
      await (await get(listing, { 'x-test-viewer-profile': 'adult' })).json(),
    );
    expect(adult.meta.total).toBe(13);
  });

  it('keeps the filtered answers apart from the shared ones, and private', async () => {
    fixture();
    const listing = '/titles/search?resource=titles&order_by=rating';
    // The shared answer is cached first: a kids' request must not be handed it.
    const shared = await get(listing);
    expect(shared.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(shared.headers.get('vary')).toMatch(/Authorization/);
    const kids = await get(listing, KIDS);
    expect(kids.headers.get('cache-control')).toBe('private, max-age=60');
    expect(kids.headers.get('vary')).toMatch(/Authorization/);
    expect(kids.headers.get('etag')).not.toBe(shared.headers.get('etag'));
    expect(titlesOf(pageOf(titleResultSchema).parse(await kids.json()).data)).toEqual(SUITABLE);
    // Another age has its own answer; the shared one is still whole.
    const younger = pageOf(titleResultSchema).parse(await (await get(listing, kidsProfile(7))).json());
    expect(titlesOf(younger.data)).toEqual(['Cup of Tea', 'Sooner Film', 'Upside Down']);
    expect(pageOf(titleResultSchema).parse(await (await get(listing)).json()).meta.total).toBe(13);
  });

  it('filters the dropdown, a pasted IMDb id, forgiving matches and corrections', async () => {
    fixture();
    const search = async (query: string, headers: Record<string, string> = KIDS) =>
      searchListOf(titleResultSchema).parse(
        await (await get(`/titles/search?query=${encodeURIComponent(query)}`, headers)).json(),
      );
    expect(titlesOf((await search('up')).data)).toEqual(['Cup of Tea', 'Up', 'Upside Down']);
    expect(titlesOf((await search('up', {})).data)).toContain('Grown Ups');
    for (const refused of [
      'godfather',
      'پدرخوانده',
      'tt0111161',
      'https://www.imdb.com/title/tt0111161/',
      'godfathr',
    ]) {
      expect((await search(refused)).data, refused).toEqual([]);
      expect((await search(refused, {})).data.length, refused).toBeGreaterThan(0);
    }
    // The other keyboard layout still corrects to a title for its age: «ذشقشد» is "baran" typed on a Persian one.
    const swapped = await search('ذشقشد');
    expect(titlesOf(swapped.data)).toEqual(['Baran']);
    expect(swapped.correctedQuery).toBe('baran');
    // The full results' typo corrections and suggestions find nothing a child may not see.
    const listed = await get('/titles/search?resource=titles&q=godfathr', KIDS);
    const body = (await listed.json()) as {
      data: unknown[];
      correctedQuery?: string;
      suggestedQuery?: string;
    };
    expect(body.data).toEqual([]);
    expect(body.correctedQuery ?? body.suggestedQuery).toBeUndefined();
  });

  it('filters the slideshow and coming soon', async () => {
    fixture();
    const slides = listOf(slideshowItemSchema).parse(await (await get('/titles/slideshow', KIDS)).json());
    expect(slides.data.length).toBeGreaterThan(0);
    expect(slides.data.every((slide) => SUITABLE.includes(slide.titleEn))).toBe(true);
    const adultSlides = listOf(slideshowItemSchema).parse(await (await get('/titles/slideshow')).json());
    expect(adultSlides.data.map((slide) => slide.titleEn)).toContain('The Shawshank Redemption');
    const coming = pageOf(comingSoonItemSchema).parse(await (await get('/titles/comingsoon', KIDS)).json());
    expect(coming.data.map((title) => title.titleEn)).toEqual(['Sooner Film']);
    expect(coming.meta.total).toBe(1);
  });
});

describe('a title for a kids’ profile', () => {
  it('answers a refused title 404 as if absent, with its side lists, trailer and files', async () => {
    const { titles, files } = fixture();
    const shawshankFile = files.find((file) => file.title_id === titles.shawshank.id);
    const episodeFile = files.find((file) => file.title_id === titles.breakingBad.id);
    for (const pathname of [
      `/titles/${titles.shawshank.id}`,
      `/titles/${titles.shawshank.id}/similar`,
      `/titles/${titles.shawshank.id}/director-titles`,
      `/titles/${titles.marmoulak.id}`,
      `/watch/trailer/${titles.shawshank.id}`,
      '/watch/trailer/tt0111161',
      `/watch/${titles.shawshank.id}/${shawshankFile?.id}`,
      // A series' episodes follow their series.
      `/watch/${titles.breakingBad.id}/${episodeFile?.id}`,
    ]) {
      const refused = await get(pathname, KIDS);
      expect(refused.status, pathname).toBe(404);
      expect((await readJson(refused)).message, pathname).toMatch(/یافت نشد/);
      expect((await get(pathname)).status, pathname).toBe(200);
    }
  });

  it('answers a title for its age, privately, and filters its similar titles', async () => {
    const { titles } = fixture();
    const up = await get(`/titles/${titles.up.id}`, KIDS);
    expect(up.status).toBe(200);
    expect(up.headers.get('cache-control')).toBe('private, max-age=60');
    // Baran shares drama with Shawshank, the Godfathers, Upside Down and Breaking Bad.
    const similar = listOf(titleResultSchema).parse(
      await (await get(`/titles/${titles.baran.id}/similar`, KIDS)).json(),
    );
    expect(titlesOf(similar.data)).toEqual(['Upside Down']);
    const everyone = listOf(titleResultSchema).parse(
      await (await get(`/titles/${titles.baran.id}/similar`)).json(),
    );
    expect(everyone.data.length).toBe(5);
    expect((await get(`/watch/trailer/${titles.up.id}`, KIDS)).status).toBe(200);
  });

  it('refuses the title to a signed-in kids’ profile, whose state joins the filtered answer', async () => {
    const { titles } = fixture();
    const { token } = await registerAccount(server.url);
    const signedIn = { authorization: `Bearer ${token}` };
    // The signed-in adult's answer is built first and cached under the shared key.
    expect((await get(`/titles/${titles.shawshank.id}`, signedIn)).status).toBe(200);
    const refused = await get(`/titles/${titles.shawshank.id}`, { ...signedIn, ...KIDS });
    expect(refused.status).toBe(404);
    const allowed = await get(`/titles/${titles.up.id}`, { ...signedIn, ...KIDS });
    expect(allowed.status).toBe(200);
    expect(resourceOf(titleDetailSchema).parse(await allowed.json()).data.viewer).toBeDefined();
  });
});

describe('people and collections for a kids’ profile', () => {
  it('lists a person’s titles for its age only, and 404s a person with none', async () => {
    const { people } = fixture();
    const pacino = await get(`/people/${people.pacino.id}`, KIDS);
    expect(pacino.status).toBe(404);
    expect((await readJson(pacino)).message).toMatch(/یافت نشد/);
    expect((await get(`/people/${people.pacino.id}`)).status).toBe(200);
    // Sam Both directed Upside Down (TV-Y7) and Grown Ups (PG-13), and acted in Cup of Tea (G).
    const both = resourceOf(personDetailSchema).parse(
      await (await get(`/people/${people.both.id}?role=director`, KIDS)).json(),
    );
    expect(both.data.roles).toEqual([
      { role: 'actor', count: 1 },
      { role: 'director', count: 1 },
    ]);
    expect(both.data.filmography.data.map((entry) => entry.title.titleEn)).toEqual(['Upside Down']);
    expect(both.data.bestDirected?.titleEn).toBe('Upside Down');
  });

  it('finds people only through titles for its age', async () => {
    fixture();
    const search = async (query: string, headers: Record<string, string> = KIDS) =>
      searchListOf(personResultSchema).parse(
        await (await get(`/people/search?query=${encodeURIComponent(query)}`, headers)).json(),
      ).data;
    expect(await search('pacino')).toEqual([]);
    expect(await search('pacinno')).toEqual([]);
    expect((await search('pacino', {})).length).toBe(1);
    const [both] = await search('sam both');
    expect(both?.bestDirected?.titleEn).toBe('Upside Down');
  });

  it('counts and lists a collection’s titles for its age, hiding collections left empty', async () => {
    const { collections, crime } = fixture();
    const list = pageOf(collectionSchema).parse(await (await get('/collections', KIDS)).json());
    expect(list.data.map((collection) => [collection.slug, collection.titlesCount])).toEqual([
      ['iranian-cinema', 1],
    ]);
    expect(list.meta.total).toBe(1);
    const iranian = resourceOf(collectionWithTitlesSchema).parse(
      await (await get(`/collections/${collections.iranian.id}?type=alt`, KIDS)).json(),
    );
    expect(titlesOf(iranian.data.titles)).toEqual(['Baran']);
    const page = pageOf(titleResultSchema).parse(
      await (await get(`/collections/${collections.iranian.id}/titles`, KIDS)).json(),
    );
    expect(titlesOf(page.data)).toEqual(['Baran']);
    expect(page.meta.total).toBe(1);
    expect((await get(`/collections/${crime.id}`, KIDS)).status).toBe(404);
    expect((await get(`/collections/${crime.id}/titles`, KIDS)).status).toBe(404);
    expect((await get(`/collections/${crime.id}`)).status).toBe(200);
  });

  it('leaves out the home rows of collections with nothing for its age', async () => {
    const { crime } = fixture();
    const rowsOf = async (headers: Record<string, string>) =>
      homeRowsResponseSchema
        .parse(await (await get('/home/rows', headers)).json())
        .data.flatMap((row) => (row.kind === 'collection' ? [row.collection.slug] : []));
    expect(await rowsOf(KIDS)).toEqual(['iranian-cinema']);
    expect(await rowsOf({})).toEqual(['iranian-cinema', crime.slug]);
  });
});

describe('what a kids’ profile may not do', () => {
  it('posts no comment and files no request (403)', async () => {
    const { titles } = fixture();
    const { token } = await registerAccount(server.url);
    const post = (pathname: string, body: unknown) =>
      fetch(api(pathname), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...KIDS },
        body: JSON.stringify(body),
      });
    const comment = await post('/user/comment', { titleId: titles.up.id, body: 'خیلی قشنگ بود' });
    expect(comment.status).toBe(403);
    expect((await readJson(comment)).message).toMatch(/نمایه‌ی کودک/);
    const request = await post('/user/request', { title: 'Frozen', type: 'movie' });
    expect(request.status).toBe(403);
    expect((await readJson(request)).message).toMatch(/نمایه‌ی کودک/);
    const rows = await server.database.sql.query(
      'SELECT 1 FROM comments UNION ALL SELECT 1 FROM content_requests',
    );
    expect(rows).toEqual([]);
  });

  it('gets the plain app for a page, never a head naming a title', async () => {
    const { titles } = fixture();
    const page = `${server.url}/titles/${titles.shawshank.id}/${titles.shawshank.slug}`;
    const adult = await fetch(page);
    expect(await adult.text()).toContain('رستگاری در شاوشنک');
    const kids = await fetch(page, { headers: KIDS });
    expect(kids.status).toBe(200);
    expect(kids.headers.get('cache-control')).toBe('private, no-cache');
    expect(await kids.text()).not.toContain('رستگاری در شاوشنک');
  });
});

describe('a real kids’ profile session (the profiles’ hook, no test header)', () => {
  it('is filtered by its bearer token, and its token cookie gets the plain app for a page', async () => {
    const { titles } = fixture();
    const { token } = await kidsProfileSession(server.url, { maturityAge: 12 });
    const bearer = { authorization: `Bearer ${token}` };
    expect((await get(`/titles/${titles.shawshank.id}`, bearer)).status).toBe(404);
    expect((await get(`/titles/${titles.up.id}`, bearer)).status).toBe(200);
    const listing = await get('/titles/search?order_by=votes', bearer);
    expect(titlesOf((await readJson<{ data: Array<{ titleEn: string }> }>(listing)).data)).toEqual(SUITABLE);
    const page = `${server.url}/titles/${titles.shawshank.id}/${titles.shawshank.slug}`;
    const kids = await fetch(page, { headers: { cookie: `token=${encodeURIComponent(token)}` } });
    expect(kids.headers.get('cache-control')).toBe('private, no-cache');
    expect(await kids.text()).not.toContain('رستگاری در شاوشنک');
  });
});
