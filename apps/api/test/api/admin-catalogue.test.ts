import type {
  AdminEpisode,
  AdminGenre,
  AdminPersonDetail,
  AdminPersonRow,
  AdminSeason,
  AdminTitleDetail,
  AdminTitleRow,
  AuditEntry,
  ErrorBody,
  PaginationMeta,
  PersonDetail,
  TitleDetail,
  TitleResult,
} from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runEnrichment } from '../../src/catalog/enrich/run-enrichment.ts';
import { TmdbClient } from '../../src/catalog/enrich/tmdb-client.ts';
import { CatalogWriter } from '../../src/catalog/import/catalog-writer-db.ts';
import type { ImportBatch } from '../../src/catalog/import/import-types.ts';
import { runImport } from '../../src/catalog/import/run-import.ts';
import { adminRequest, registerAdmin } from '../support/admin-client.ts';
import { registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { hasReferenceData } from '../support/catalog-reference-data.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { startTmdbServer } from '../support/tmdb-server.ts';

type Page<T> = { data: T[]; meta: PaginationMeta };
const PERSIAN = /[\u0600-\u06FF]/;

/** The operator's catalogue editor over real HTTP: titles, people, seasons, episodes and field locks. */
describe(`the operator catalogue editor (${testDatabaseKind()})`, () => {
  let server: TestApp;
  let admin: Awaited<ReturnType<typeof registerAdmin>>;
  let userToken: string;
  let ids: { movie: number; series: number; season: number; episode: number; person: number };
  let genreIds: { drama: number; action: number; noir: number };

  const asAdmin = (method: string, path: string, body?: unknown) =>
    adminRequest(server, admin.token, method, path, body);
  async function json<T>(response: Response, status: number): Promise<T> {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    return JSON.parse(text) as T;
  }
  const title = async (id: number) =>
    (await json<{ data: AdminTitleDetail }>(await asAdmin('GET', `/api/admin/titles/${id}`), 200)).data;
  const person = async (id: number) =>
    (await json<{ data: AdminPersonDetail }>(await asAdmin('GET', `/api/admin/people/${id}`), 200)).data;
  /** Edits with the version just read, as the console's form does. */
  const editTitle = async (id: number, fields: Record<string, unknown>) =>
    asAdmin('PATCH', `/api/admin/titles/${id}`, { ifUpdatedAt: (await title(id)).updatedAt, ...fields });
  const editPerson = async (id: number, fields: Record<string, unknown>) =>
    asAdmin('PATCH', `/api/admin/people/${id}`, { ifUpdatedAt: (await person(id)).updatedAt, ...fields });
  const auditOf = async (targetType: string, targetId: number) =>
    (
      await json<Page<AuditEntry>>(
        await asAdmin('GET', `/api/admin/audit?target_type=${targetType}&target_id=${targetId}`),
        200,
      )
    ).data;
  const publicTitle = async (id: number) => {
    const response = await fetch(`${server.url}/api/titles/${id}`);
    const body = await json<{ data: TitleDetail }>(response, 200);
    return { detail: body.data, etag: response.headers.get('etag') };
  };
  const importBatch = (batch: ImportBatch) =>
    runImport(server.database, async function* () {
      yield batch;
    });

  beforeAll(async () => {
    server = await startTestApp({ SEED_CATALOGUE: 'false' });
    admin = await registerAdmin(server);
    userToken = (await registerAccount(server.url)).token;
    const make = catalogFactory(server.database);
    const drama = await make.genre('drama', 'درام', 'Drama');
    const action = await make.genre('action', 'اکشن', 'Action');
    // data/genres.json names every genre the importers know; this one only the operator's list has.
    const noir = await make.genre('test-noir', 'نوآر', 'Noir');
    genreIds = { drama: drama.id, action: action.id, noir: noir.id };
    const movie = await make.title(
      {
        titleEn: 'The Silent Road',
        titleFa: 'جاده‌ی خاموش',
        imdbId: 'tt7000001',
        year: 2001,
        plotEn: 'A road.',
        imdbVotes: 900,
      },
      [drama.id],
    );
    const series = await make.title({
      titleEn: 'Night Shift',
      type: 'series',
      imdbId: 'tt7000002',
      imdbVotes: 800,
    });
    const { season, episodes } = await make.season(series.id, 1, ['Pilot', 'Second']);
    const actor = await make.person({
      fullnameEn: 'Ada Stone',
      fullnameFa: 'آدا استون',
      imdbId: 'nm7000001',
    });
    await make.credit(movie.id, actor.id, 'actor');
    ids = {
      movie: movie.id,
      series: series.id,
      season: season.id,
      episode: episodes[0]?.id ?? 0,
      person: actor.id,
    };
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 to visitors and 403 to users on every operation, in Persian, with no-store', async () => {
    const version = { ifUpdatedAt: new Date().toISOString() };
    const operations: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/titles'],
      ['GET', `/api/admin/titles/${ids.movie}`],
      ['PATCH', `/api/admin/titles/${ids.movie}`, { ...version, titleFa: 'x' }],
      ['GET', '/api/admin/genres'],
      ['GET', '/api/admin/people'],
      ['GET', `/api/admin/people/${ids.person}`],
      ['PATCH', `/api/admin/people/${ids.person}`, { ...version, fullnameFa: 'x' }],
      ['POST', `/api/admin/titles/${ids.series}/seasons`, { number: 9 }],
      ['PATCH', `/api/admin/seasons/${ids.season}`, { name: 'x' }],
      ['DELETE', `/api/admin/seasons/${ids.season}`],
      ['POST', `/api/admin/seasons/${ids.season}/episodes`, { number: 9 }],
      ['PATCH', `/api/admin/episodes/${ids.episode}`, { nameFa: 'x' }],
      ['DELETE', `/api/admin/episodes/${ids.episode}`],
    ];
    for (const [method, path, body] of operations) {
      const visitor = await adminRequest(server, null, method, path, body);
      expect(visitor.status, `${method} ${path}`).toBe(401);
      expect(visitor.headers.get('cache-control')).toBe('no-store');
      const user = await adminRequest(server, userToken, method, path, body);
      expect(user.status, `${method} ${path}`).toBe(403);
      expect((await json<ErrorBody>(user, 403)).message).toMatch(PERSIAN);
    }
    // Nothing was changed by the refused requests.
    expect((await title(ids.series)).seasons).toHaveLength(1);
    expect(await auditOf('season', ids.season)).toEqual([]);
  });

  it('lists titles by Persian name, id or IMDb id, and every genre', async () => {
    const byName = await json<Page<AdminTitleRow>>(await asAdmin('GET', '/api/admin/titles?q=جاده'), 200);
    expect(byName.data.map((row) => row.id)).toEqual([ids.movie]);
    expect(byName.data[0]).toMatchObject({
      type: 'movie',
      titleEn: 'The Silent Road',
      titleFa: 'جاده‌ی خاموش',
      year: 2001,
      imdbId: 'tt7000001',
      path: `/titles/${ids.movie}/the-silent-road`,
    });
    expect(byName.data[0]?.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    const byId = await json<Page<AdminTitleRow>>(
      await asAdmin('GET', `/api/admin/titles?q=${ids.series}`),
      200,
    );
    expect(byId.data[0]?.id).toBe(ids.series);
    const byImdb = await json<Page<AdminTitleRow>>(
      await asAdmin('GET', '/api/admin/titles?q=https://www.imdb.com/title/tt7000002/'),
      200,
    );
    expect(byImdb.data.map((row) => row.id)).toEqual([ids.series]);
    const series = await json<Page<AdminTitleRow>>(
      await asAdmin('GET', '/api/admin/titles?type=series'),
      200,
    );
    expect(series.data.map((row) => row.id)).toEqual([ids.series]);
    expect(series.meta.total).toBe(1);

    const genres = await json<{ data: AdminGenre[] }>(await asAdmin('GET', '/api/admin/genres'), 200);
    expect(genres.data.map((genre) => genre.slug).sort()).toEqual(['action', 'drama', 'test-noir']);

    const people = await json<Page<AdminPersonRow>>(
      await asAdmin('GET', '/api/admin/people?q=nm7000001'),
      200,
    );
    expect(people.data).toEqual([
      expect.objectContaining({
        id: ids.person,
        fullnameFa: 'آدا استون',
        path: `/people/actor/${ids.person}/ada-stone`,
      }),
    ]);
  });

  it('shows a title with its genres, locks and seasons', async () => {
    const series = await title(ids.series);
    expect(series).toMatchObject({ type: 'series', lockedFields: [], genres: [] });
    expect(series.seasons).toEqual([
      expect.objectContaining({
        id: ids.season,
        number: 1,
        episodes: [
          expect.objectContaining({ id: ids.episode, number: 1, nameEn: 'Pilot', filesCount: 0 }),
          expect.objectContaining({ number: 2, nameEn: 'Second' }),
        ],
      }),
    ]);
    expect((await title(ids.movie)).genres).toEqual([
      { id: genreIds.drama, slug: 'drama', nameFa: 'درام', nameEn: 'Drama' },
    ]);
  });

  it('edits a title: the public page and search show it at once, locked and audited', async () => {
    const before = await publicTitle(ids.movie); // the answer is now in the response cache
    expect((await publicTitle(ids.movie)).etag).toBe(before.etag);
    const response = await editTitle(ids.movie, {
      titleFa: '  راه بی‌صدا  ',
      plotFa: 'جاده‌ای که کسی از آن باز نگشت.',
      genreIds: [genreIds.noir, genreIds.action, genreIds.action],
      expectedReleaseDate: '2030-02-28',
      isDubbed: true,
      year: 2001, // unchanged: neither written nor locked
    });
    const { data } = await json<{ data: AdminTitleDetail }>(response, 200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(data).toMatchObject({ titleFa: 'راه بی‌صدا', isDubbed: true, expectedReleaseDate: '2030-02-28' });
    expect(data.genres.map((genre) => genre.id)).toEqual(
      [genreIds.action, genreIds.noir].sort((a, b) => a - b),
    );
    expect(data.lockedFields).toEqual(['titleFa', 'plotFa', 'genreIds', 'expectedReleaseDate', 'isDubbed']);

    const after = await publicTitle(ids.movie);
    expect(after.etag).not.toBe(before.etag);
    expect(after.detail).toMatchObject({ titleFa: 'راه بی‌صدا', plotFa: 'جاده‌ای که کسی از آن باز نگشت.' });
    expect(after.detail.genres.map((genre) => genre.slug).sort()).toEqual(['action', 'test-noir']);
    const search = await json<{ data: TitleResult[] }>(
      await fetch(`${server.url}/api/titles/search?query=${encodeURIComponent('راه بی صدا')}`),
      200,
    );
    expect(search.data.map((result) => result.id)).toEqual([ids.movie]);

    const [entry] = await auditOf('title', ids.movie);
    expect(entry).toMatchObject({
      actor: { id: admin.user.id },
      action: 'update-title',
      before: { titleFa: 'جاده‌ی خاموش', plotFa: null, genreIds: [genreIds.drama], isDubbed: false },
      after: {
        titleFa: 'راه بی‌صدا',
        plotFa: 'جاده‌ای که کسی از آن باز نگشت.',
        genreIds: [genreIds.action, genreIds.noir].sort((a, b) => a - b),
        isDubbed: true,
      },
    });
    expect(entry?.before).not.toHaveProperty('year');
  });

  it('refuses a stale edit with 409 and keeps the newer one', async () => {
    const read = await title(ids.movie);
    await json(await editTitle(ids.movie, { taglineEn: 'Newer.' }), 200);
    const stale = await asAdmin('PATCH', `/api/admin/titles/${ids.movie}`, {
      ifUpdatedAt: read.updatedAt,
      taglineEn: 'Older.',
    });
    expect((await json<ErrorBody>(stale, 409)).message).toMatch(PERSIAN);
    expect((await title(ids.movie)).taglineEn).toBe('Newer.');
  });

  it('lets one of two simultaneous edits of different fields through and refuses the other', async () => {
    const { updatedAt } = await title(ids.movie);
    const [first, second] = await Promise.all([
      asAdmin('PATCH', `/api/admin/titles/${ids.movie}`, { ifUpdatedAt: updatedAt, runtime: 101 }),
      asAdmin('PATCH', `/api/admin/titles/${ids.movie}`, { ifUpdatedAt: updatedAt, ageRating: 'R' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const stored = await title(ids.movie);
    expect(first.status === 200 ? stored.runtime : stored.ageRating).toBe(first.status === 200 ? 101 : 'R');
    expect(first.status === 200 ? stored.ageRating : stored.runtime).toBeNull();
    // Edits made one after the other, each with the version it read, both stay.
    await json(await editTitle(ids.movie, { runtime: 102 }), 200);
    await json(await editTitle(ids.movie, { ageRating: 'PG' }), 200);
    expect(await title(ids.movie)).toMatchObject({ runtime: 102, ageRating: 'PG' });
  });

  it('refuses bad input with 422 in Persian, per field, and unknown ids with 404', async () => {
    const { updatedAt } = await title(ids.movie);
    const bad = await asAdmin('PATCH', `/api/admin/titles/${ids.movie}`, {
      ifUpdatedAt: updatedAt,
      titleEn: '   ',
      year: 1500,
      releaseDate: '2023-02-29',
      posterUrl: 'javascript:alert(1)',
      runtime: 0,
      plotFa: 'x'.repeat(5001),
    });
    const body = await json<ErrorBody>(bad, 422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(
      ['plotFa', 'posterUrl', 'releaseDate', 'runtime', 'titleEn', 'year'].sort(),
    );
    for (const messages of Object.values(body.errors ?? {})) expect(messages[0]).toMatch(PERSIAN);
    const cases: Array<[string, unknown]> = [
      ['/api/admin/titles/{movie}', { titleFa: 'بدون نسخه' }],
      ['/api/admin/titles/{movie}', { ifUpdatedAt: updatedAt }],
      ['/api/admin/titles/{movie}', { ifUpdatedAt: updatedAt, slug: 'hacked' }],
      ['/api/admin/titles/{movie}', { ifUpdatedAt: updatedAt, genreIds: [999_999] }],
      ['/api/admin/titles/{movie}', { ifUpdatedAt: updatedAt, unlock: ['popularity'] }],
      ['/api/admin/titles/{movie}', { ifUpdatedAt: '0000-01-01T00:00:00Z', titleFa: 'سال صفر' }],
      [
        '/api/admin/people/{person}',
        { ifUpdatedAt: updatedAt, birthDate: '1990-01-01', deathDate: '1980-01-01' },
      ],
    ];
    for (const [path, payload] of cases) {
      const target = path.replace('{movie}', String(ids.movie)).replace('{person}', String(ids.person));
      const refused = await asAdmin('PATCH', target, payload);
      expect((await json<ErrorBody>(refused, 422)).message, JSON.stringify(payload)).toMatch(PERSIAN);
    }
    expect((await title(ids.movie)).updatedAt).toBe(updatedAt);

    const version = { ifUpdatedAt: updatedAt };
    const unknown: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/titles/999999'],
      ['PATCH', '/api/admin/titles/999999', { ...version, titleFa: 'x' }],
      ['GET', '/api/admin/people/999999'],
      ['PATCH', '/api/admin/people/999999', { ...version, fullnameFa: 'x' }],
      ['POST', '/api/admin/titles/999999/seasons', { number: 2 }],
      ['PATCH', '/api/admin/seasons/999999', { name: 'x' }],
      ['DELETE', '/api/admin/seasons/999999'],
      ['POST', '/api/admin/seasons/999999/episodes', { number: 2 }],
      ['PATCH', '/api/admin/episodes/999999', { nameFa: 'x' }],
      ['DELETE', '/api/admin/episodes/999999'],
    ];
    for (const [method, path, payload] of unknown) {
      const response = await asAdmin(method, path, payload);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await json<ErrorBody>(response, 404)).message).toMatch(PERSIAN);
    }
  });

  it('edits a person: the public page shows it at once, locked and audited', async () => {
    const pagePath = `${server.url}/api/people/${ids.person}`;
    const before = await fetch(pagePath);
    expect(before.status).toBe(200);
    await before.arrayBuffer();
    const { data } = await json<{ data: AdminPersonDetail }>(
      await editPerson(ids.person, {
        fullnameFa: 'آدا استونِ تازه',
        bioFa: 'بازیگری از شمال.',
        imageUrl: 'https://images.test/ada.jpg',
        birthDate: '1970-05-31',
      }),
      200,
    );
    expect(data.lockedFields).toEqual(['fullnameFa', 'bioFa', 'imageUrl', 'birthDate']);
    const after = await json<{ data: PersonDetail }>(await fetch(pagePath), 200);
    expect(after.data).toMatchObject({
      fullnameFa: 'آدا استونِ تازه',
      bioFa: 'بازیگری از شمال.',
      birthDate: '1970-05-31',
    });
    expect(after.data.path).toBe(data.path);
    const [photo] = await server.database.sql.query<{ queued: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM images WHERE source_url = 'https://images.test/ada.jpg' AND kind = 'profile') AS queued`,
    );
    expect(photo?.queued).toBe(true);
    expect((await auditOf('person', ids.person))[0]).toMatchObject({
      action: 'update-person',
      before: { fullnameFa: 'آدا استون', bioFa: null, imageUrl: null },
      after: { fullnameFa: 'آدا استونِ تازه', imageUrl: 'https://images.test/ada.jpg' },
    });
    const death = await editPerson(ids.person, { deathDate: '1960-01-01' });
    expect((await json<ErrorBody>(death, 422)).errors?.deathDate?.[0]).toMatch(PERSIAN);
    const stale = await asAdmin('PATCH', `/api/admin/people/${ids.person}`, {
      ifUpdatedAt: '2000-01-01T00:00:00.000000Z',
      bioEn: 'x',
    });
    expect(stale.status).toBe(409);
  });

  it('adds, edits and deletes seasons and episodes, shown on the public page, each audited', async () => {
    const added = await json<{ data: AdminSeason }>(
      await asAdmin('POST', `/api/admin/titles/${ids.series}/seasons`, { number: 2, name: 'فصل دوم' }),
      201,
    );
    expect(added.data).toMatchObject({
      number: 2,
      name: 'فصل دوم',
      lockedFields: ['number', 'name'],
      episodes: [],
    });
    expect((await title(ids.series)).lockedFields).toEqual(['seasons']);
    const duplicate = await asAdmin('POST', `/api/admin/titles/${ids.series}/seasons`, { number: 2 });
    expect((await json<ErrorBody>(duplicate, 409)).message).toMatch(PERSIAN);
    const onMovie = await asAdmin('POST', `/api/admin/titles/${ids.movie}/seasons`, { number: 1 });
    expect((await json<ErrorBody>(onMovie, 422)).message).toMatch(PERSIAN);
    const renumberTaken = await asAdmin('PATCH', `/api/admin/seasons/${added.data.id}`, { number: 1 });
    expect(renumberTaken.status).toBe(409);
    const renamed = await json<{ data: AdminSeason }>(
      await asAdmin('PATCH', `/api/admin/seasons/${added.data.id}`, { airDate: '2024-03-20', number: 3 }),
      200,
    );
    expect(renamed.data).toMatchObject({
      number: 3,
      airDate: '2024-03-20',
      lockedFields: ['number', 'name', 'airDate'],
    });

    const episode = await json<{ data: AdminEpisode }>(
      await asAdmin('POST', `/api/admin/seasons/${added.data.id}/episodes`, {
        number: 1,
        nameFa: 'آغاز',
        runtime: 45,
      }),
      201,
    );
    expect(episode.data).toMatchObject({
      seasonId: added.data.id,
      nameFa: 'آغاز',
      runtime: 45,
      filesCount: 0,
    });
    const episodeTaken = await asAdmin('POST', `/api/admin/seasons/${added.data.id}/episodes`, { number: 1 });
    expect(episodeTaken.status).toBe(409);
    const edited = await json<{ data: AdminEpisode }>(
      await asAdmin('PATCH', `/api/admin/episodes/${episode.data.id}`, {
        plot: 'شبی بلند.',
        airDate: '2024-03-21',
      }),
      200,
    );
    expect(edited.data.lockedFields).toEqual(['number', 'nameFa', 'plot', 'airDate', 'runtime']);
    const badEpisode = await asAdmin('PATCH', `/api/admin/episodes/${episode.data.id}`, {
      airDate: '2024-13-01',
    });
    expect(badEpisode.status).toBe(422);

    const shown = (await publicTitle(ids.series)).detail.seasons.find((season) => season.number === 3);
    expect(shown).toMatchObject({ airDate: '2024-03-20', episodes: [{ nameFa: 'آغاز', plot: 'شبی بلند.' }] });

    // An episode with a video file is not deleted; without one it is.
    await catalogFactory(server.database).file(ids.series, {
      quality: '720p',
      language: 'original',
      episodeId: ids.episode,
    });
    const withFile = await asAdmin('DELETE', `/api/admin/episodes/${ids.episode}`);
    expect((await json<ErrorBody>(withFile, 409)).message).toMatch(PERSIAN);
    const seasonWithFile = await asAdmin('DELETE', `/api/admin/seasons/${ids.season}`);
    expect(seasonWithFile.status).toBe(409);
    expect((await asAdmin('DELETE', `/api/admin/episodes/${episode.data.id}`)).status).toBe(204);
    expect((await asAdmin('DELETE', `/api/admin/seasons/${added.data.id}`)).status).toBe(204);
    expect((await publicTitle(ids.series)).detail.seasons.map((season) => season.number)).toEqual([1]);

    expect((await auditOf('season', added.data.id)).map((entry) => entry.action)).toEqual([
      'delete-season',
      'update-season',
      'create-season',
    ]);
    const seasonAudit = await auditOf('season', added.data.id);
    expect(seasonAudit[1]).toMatchObject({
      before: { number: 2, airDate: null },
      after: { number: 3, airDate: '2024-03-20' },
    });
    expect(seasonAudit[0]).toMatchObject({ before: { number: 3, name: 'فصل دوم' }, after: null });
    expect(
      (await auditOf('episode', episode.data.id)).map((entry) => [entry.action, entry.before === null]),
    ).toEqual([
      ['delete-episode', false],
      ['update-episode', false],
      ['create-episode', true],
    ]);
  });

  it('keeps operator-edited fields through an import of the same records, which fills the rest', async () => {
    const make = catalogFactory(server.database);
    const film = await make.title({ titleEn: 'Harbor Lights', imdbId: 'tt7000010', plotEn: 'Old plot.' });
    const director = await make.person({ fullnameEn: 'Sam Hale', imdbId: 'nm7000010' });
    await json(await editTitle(film.id, { titleFa: 'چراغ‌های بندر', genreIds: [genreIds.noir] }), 200);
    await json(await editTitle(film.id, { plotFa: 'روایت اپراتور.' }), 200);
    await json(await editPerson(director.id, { fullnameFa: 'سام هیل' }), 200);
    const series = await make.title({ titleEn: 'Harbor Nights', type: 'series', imdbId: 'tt7000011' });
    const { season } = await make.season(series.id, 1, []);
    expect((await asAdmin('DELETE', `/api/admin/seasons/${season.id}`)).status).toBe(204);

    await importBatch({
      titles: [
        {
          source: 'test',
          sourceId: 'harbor',
          type: 'movie',
          titleEn: 'Harbor Lights',
          imdbId: 'tt7000010',
          titleFa: 'نام واردشده',
          plotFa: 'روایت واردشده.',
          plotEn: 'Imported plot.',
          runtime: 95,
          genres: ['drama'],
        },
        {
          source: 'test',
          sourceId: 'harbor-nights',
          type: 'series',
          titleEn: 'Harbor Nights',
          imdbId: 'tt7000011',
          seasons: [{ number: 1, name: 'Season 1' }],
        },
      ],
      people: [
        {
          source: 'test',
          sourceId: 'sam',
          fullnameEn: 'Sam Hale',
          fullnameFa: 'نام دیگر',
          imdbId: 'nm7000010',
        },
      ],
    });
    const stored = await title(film.id);
    expect(stored).toMatchObject({
      titleFa: 'چراغ‌های بندر',
      plotFa: 'روایت اپراتور.',
      plotEn: 'Imported plot.',
      runtime: 95,
    });
    expect(stored.genres.map((genre) => genre.slug)).toEqual(['test-noir']);
    expect((await title(series.id)).seasons).toEqual([]);
    expect((await person(director.id)).fullnameFa).toBe('سام هیل');

    // Unlocked, the field is the importers' again.
    await json(await editTitle(film.id, { unlock: ['plotFa'] }), 200);
    await importBatch({
      titles: [
        {
          source: 'test',
          sourceId: 'harbor',
          type: 'movie',
          titleEn: 'Harbor Lights',
          plotFa: 'روایت واردشده.',
        },
      ],
    });
    expect(await title(film.id)).toMatchObject({ titleFa: 'چراغ‌های بندر', plotFa: 'روایت واردشده.' });
    expect((await title(film.id)).lockedFields).toEqual(['titleFa', 'genreIds']);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'keeps an edit committed while an import was between reading the title and writing it',
    async () => {
      const film = await catalogFactory(server.database).title({ titleEn: 'Crossing', imdbId: 'tt7000020' });
      await server.database.sql.transaction(async (tx) => {
        let edited = false;
        const importing = {
          ...tx,
          query: async <Row>(text: string, params?: unknown[]) => {
            if (!edited && text.trimStart().startsWith('UPDATE titles AS t')) {
              edited = true;
              await json(await editTitle(film.id, { titleFa: 'گذرگاه' }), 200);
            }
            return tx.query<Row>(text, params);
          },
        };
        await new CatalogWriter(importing).write({
          titles: [
            {
              source: 'test',
              sourceId: 'crossing',
              type: 'movie',
              titleEn: 'Crossing',
              imdbId: 'tt7000020',
              titleFa: 'عبور',
              plotEn: 'Imported.',
            },
          ],
        });
        expect(edited).toBe(true);
      });
      expect(await title(film.id)).toMatchObject({ titleFa: 'گذرگاه', plotEn: 'Imported.' });
    },
  );

  it.runIf(hasReferenceData)(
    'keeps operator-edited fields through TMDB enrichment, which fills the rest',
    async () => {
      const tmdb = await startTmdbServer();
      try {
        // The operator replaces the Persian name and removes a Persian plot they found wrong.
        const film = await catalogFactory(server.database).title({
          titleEn: 'Fight Club',
          imdbId: 'tt0137523',
          plotFa: 'خلاصه‌ای نادرست.',
        });
        await json(await editTitle(film.id, { titleFa: 'باشگاه مبارزه', plotFa: null }), 200);
        await runEnrichment({
          database: server.database,
          client: new TmdbClient({
            apiKey: tmdb.apiKey,
            baseUrl: tmdb.url,
            requestsPerSecond: 1_000,
            maxAttempts: 2,
            backoff: { baseMs: 5, maxMs: 20 },
          }),
          imageBaseUrl: 'https://images.test/t/p',
        });
        expect(tmdb.requests).toContain('/movie/550?language=fa-IR');
        const enriched = await title(film.id);
        expect(enriched).toMatchObject({ titleFa: 'باشگاه مبارزه', plotFa: null, runtime: 139 });
        expect(enriched.taglineFa).toMatch(PERSIAN);
        expect(enriched.lockedFields).toEqual(['titleFa', 'plotFa']);
      } finally {
        await tmdb.close();
      }
    },
  );
});
