import {
  type ContentRequest,
  type Notification,
  type PaginationMeta,
  type RequestInCatalogue,
  requestFieldMessages,
  type User,
} from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRequestsCommand } from '../../src/cli/requests-command.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { acceptContentRequest } from '../../src/library/requests/accept-content-request.ts';
import { RequestStatusError } from '../../src/library/requests/change-request-status.ts';
import { fileContentRequest } from '../../src/library/requests/file-content-request.ts';
import { markRequestAdded } from '../../src/library/requests/mark-request-added.ts';
import { rejectContentRequest } from '../../src/library/requests/reject-content-request.ts';
import { messages } from '../../src/messages.ts';
import { fetchCurrentUser, postJson, registerAccount } from '../support/auth-client.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { operatorCommandOutcome } from '../support/operator-command-outcome.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

type RequestPage = { data: ContentRequest[]; meta: PaginationMeta };

describe(`content requests (${testDatabaseKind()})`, () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ REQUESTS_OPEN_LIMIT: '3' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const file = (token: string, body: unknown) =>
    postJson(server.url, '/api/user/request', body, { bearer: token, csrf: false });
  const mine = async (token: string, query = '') => {
    const response = await fetch(`${server.url}/api/user/requests${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return readJson<RequestPage>(response);
  };
  const notificationsOf = async (token: string) => {
    const response = await fetch(`${server.url}/api/user/notifications`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await readJson<{ data: Notification[] }>(response)).data;
  };
  const hasNew = async (token: string) =>
    (await readJson<{ data: User }>(await fetchCurrentUser(server.url, token))).data.newNotifications;

  it('answers 401 signed out', async () => {
    expect((await file('', { title: 'Heat', type: 'movie' })).status).toBe(401);
    expect((await fetch(`${server.url}/api/user/requests`)).status).toBe(401);
  });

  it('files a request (201), normalising the IMDb URL to its id, and lists it', async () => {
    const account = await registerAccount(server.url);
    const response = await file(account.token, {
      title: '  مخمصه  ',
      year: 1995,
      type: 'movie',
      imdbUrl: 'https://m.imdb.com/title/tt0113277/?ref_=nv',
      note: 'نسخه‌ی دوبله',
    });
    expect(response.status).toBe(201);
    const { data } = await readJson<{ data: ContentRequest }>(response);
    expect(data).toMatchObject({
      title: 'مخمصه',
      year: 1995,
      type: 'movie',
      imdbId: 'tt0113277',
      note: 'نسخه‌ی دوبله',
      status: 'pending',
      reply: null,
      titlePath: null,
      requesters: 1,
    });
    const listed = await mine(account.token);
    expect(listed.data).toEqual([data]);
    expect(listed.meta).toEqual({ page: 1, perPage: 20, total: 1, lastPage: 1 });

    const bare = await file(account.token, { title: 'Heat 2', type: 'series', imdbUrl: 'TT0113278' });
    expect((await readJson<{ data: ContentRequest }>(bare)).data.imdbId).toBe('tt0113278');
  });

  it('refuses invalid requests with Persian field messages (422)', async () => {
    const account = await registerAccount(server.url);
    const nextYear = new Date().getFullYear() + 1;
    const cases: Array<[unknown, string]> = [
      [{ title: ' a ', type: 'movie' }, 'title'],
      [{ title: 'x'.repeat(201), type: 'movie' }, 'title'],
      [{ title: 'Heat', type: 'movie', year: 1887 }, 'year'],
      [{ title: 'Heat', type: 'movie', year: nextYear + 1 }, 'year'],
      [{ title: 'Heat', type: 'movie', year: 1999.5 }, 'year'],
      [{ title: 'Heat', type: 'movie', year: '۱۲۹۹' }, 'year'],
      [{ title: 'Heat', type: 'movie', year: 1421 }, 'year'],
      [{ title: 'Heat', type: 'movie', imdbUrl: 'https://example.com/title/tt0113277' }, 'imdbUrl'],
      [{ title: 'Heat', type: 'movie', imdbUrl: 'tt12' }, 'imdbUrl'],
      [{ title: 'Heat', type: 'episode' }, 'type'],
      [{ title: 'Heat' }, 'type'],
      [{ title: 'Heat', type: 'movie', note: 'x'.repeat(1001) }, 'note'],
    ];
    for (const [body, field] of cases) {
      const response = await file(account.token, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      const error = await readJson(response);
      expect(error.errors?.[field]?.[0], JSON.stringify(body)).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await file(account.token, { title: 'Heat', type: 'movie', year: nextYear })).status).toBe(201);
    expect((await mine(account.token)).data).toHaveLength(1);
    const badStatus = await fetch(`${server.url}/api/user/requests?status=done`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(badStatus.status).toBe(422);
  });

  it("answers 409 for the user's second open request of the same thing, however it is written", async () => {
    const account = await registerAccount(server.url);
    expect((await file(account.token, { title: 'کلاه قرمزی', year: 1994, type: 'movie' })).status).toBe(201);
    // Arabic yeh and kaf, other spacing: the same normalised title.
    const again = await file(account.token, { title: ' كلاه  قرمزي ', year: 1994, type: 'movie' });
    expect(again.status).toBe(409);
    expect((await readJson(again)).message).toBe(messages.requests.duplicate);
    // Another year or type is another request.
    expect((await file(account.token, { title: 'کلاه قرمزی', year: 1995, type: 'movie' })).status).toBe(201);

    expect((await file(account.token, { title: 'Se7en', type: 'movie', imdbUrl: 'tt0114369' })).status).toBe(
      201,
    );
    const sameId = await file(account.token, { title: 'Seven', type: 'movie', imdbUrl: 'tt0114369' });
    expect(sameId.status).toBe(409);
  });

  it('takes a Solar Hijri year in Persian or Latin digits, stored as the Gregorian year it starts in', async () => {
    const filer = await registerAccount(server.url);
    const response = await file(filer.token, { title: 'جدایی نادر از سیمین', year: '۱۳۸۹', type: 'movie' });
    expect(response.status).toBe(201);
    const filed = (await readJson<{ data: ContentRequest }>(response)).data;
    expect(filed.year).toBe(2010);
    // The same film asked for by its Gregorian year, or its Hijri one in Latin digits, is the same request.
    for (const year of [2010, 1389]) {
      const other = await registerAccount(server.url);
      const joined = await file(other.token, { title: 'جدایی نادر از سیمین', year, type: 'movie' });
      expect((await readJson<{ data: ContentRequest }>(joined)).data).toMatchObject({
        id: filed.id,
        year: 2010,
      });
    }
    const tooLate = await file(filer.token, { title: 'آینده', year: '۱۴۲۰', type: 'movie' });
    expect(tooLate.status).toBe(422);
    expect((await readJson(tooLate)).errors?.year).toEqual([requestFieldMessages.yearInvalid]);
  });

  it('answers 409 with the path when the IMDb id is already in the catalogue', async () => {
    const title = await catalogFactory(server.database).title({
      titleEn: 'In The Catalogue',
      imdbId: 'tt0000123',
    });
    const account = await registerAccount(server.url);
    const response = await file(account.token, {
      title: 'In The Catalogue',
      type: 'movie',
      imdbUrl: 'https://www.imdb.com/title/tt0000123/',
    });
    expect(response.status).toBe(409);
    expect(await readJson<RequestInCatalogue>(response)).toEqual({
      message: messages.requests.inCatalogue,
      titlePath: `/titles/${title.id}/${title.slug}`,
    });
    expect((await mine(account.token)).data).toEqual([]);
  });

  it('limits open requests per user (429 naming the limit) and frees a place once one is answered', async () => {
    const account = await registerAccount(server.url);
    const filed: ContentRequest[] = [];
    for (const title of ['Limit One', 'Limit Two', 'Limit Three']) {
      const response = await file(account.token, { title, type: 'movie' });
      expect(response.status).toBe(201);
      filed.push((await readJson<{ data: ContentRequest }>(response)).data);
    }
    const over = await file(account.token, { title: 'Limit Four', type: 'movie' });
    expect(over.status).toBe(429);
    expect((await readJson(over)).message).toBe(messages.requests.openLimit(3));
    expect(messages.requests.openLimit(3)).toContain('۳');

    await rejectContentRequest(server.database.db, filed[0]?.id ?? 0, 'نسخه‌ای در دسترس نیست.');
    expect((await file(account.token, { title: 'Limit Four', type: 'movie' })).status).toBe(201);
  });

  it('makes a second requester a subscriber who gets the same status notifications', async () => {
    const filer = await registerAccount(server.url);
    const second = await registerAccount(server.url);
    const bystander = await registerAccount(server.url);
    const first = await readJson<{ data: ContentRequest }>(
      await file(filer.token, { title: 'Shared Wish', year: 2001, type: 'series', note: 'فقط زیرنویس' }),
    );
    const joined = await file(second.token, {
      title: 'shared wish',
      year: 2001,
      type: 'series',
      imdbUrl: 'tt7654321',
      note: 'یادداشت دوم',
    });
    expect(joined.status).toBe(201);
    const joinedRequest = (await readJson<{ data: ContentRequest }>(joined)).data;
    // The shared request, without the filer's note.
    expect(joinedRequest).toMatchObject({
      id: first.data.id,
      title: 'Shared Wish',
      note: null,
      requesters: 2,
    });
    expect((await file(second.token, { title: 'Shared Wish', year: 2001, type: 'series' })).status).toBe(409);

    await acceptContentRequest(server.database.db, first.data.id, 'هفته‌ی آینده');
    for (const account of [filer, second]) {
      const [notification] = await notificationsOf(account.token);
      expect(notification).toMatchObject({
        type: 'request-status',
        text: messages.requests.acceptedWithReply('Shared Wish', 'هفته‌ی آینده'),
        link: '/user/new-request',
        read: false,
      });
      expect(await hasNew(account.token)).toBe(true);
    }
    expect(await notificationsOf(bystander.token)).toEqual([]);

    const title = await catalogFactory(server.database).title({ titleEn: 'Shared Wish', type: 'series' });
    await markRequestAdded(server.database.db, first.data.id, title.id);
    const path = `/titles/${title.id}/${title.slug}`;
    for (const account of [filer, second]) {
      expect((await notificationsOf(account.token))[0]).toMatchObject({
        text: messages.requests.added('Shared Wish'),
        link: path,
      });
      const [request] = (await mine(account.token, '?status=added')).data;
      expect(request).toMatchObject({
        status: 'added',
        reply: 'هفته‌ی آینده',
        titlePath: path,
        requesters: 2,
      });
    }
    expect((await mine(filer.token, '?status=pending')).data).toEqual([]);
  });

  it('files one request when two users ask for the same thing at once', async () => {
    const accounts = await Promise.all([0, 1, 2, 3].map(() => registerAccount(server.url)));
    const responses = await Promise.all(
      accounts.map((account) =>
        file(account.token, { title: 'Race Title', type: 'movie', imdbUrl: 'tt0999999' }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    const ids = await Promise.all(
      responses.map(async (r) => (await readJson<{ data: ContentRequest }>(r)).data.id),
    );
    expect(new Set(ids).size).toBe(1);
    expect((await mine(accounts[0]?.token ?? '')).data[0]?.requesters).toBe(4);
  });

  it('describes the calls and their schemas in the OpenAPI document', async () => {
    const document = await readJson<{
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
      components: { schemas: Record<string, unknown> };
    }>(await fetch(`${server.url}/api/openapi.json`));
    for (const [path, method] of [
      ['/api/user/request', 'post'],
      ['/api/user/requests', 'get'],
      ['/api/user/notifications', 'get'],
      ['/api/user/notifications', 'post'],
    ] as const) {
      expect(document.paths[path]?.[method]).toMatchObject({ tags: ['library'], security: [{ bearer: [] }] });
    }
    for (const name of ['TitleRequestBody', 'ContentRequest', 'RequestInCatalogue', 'Notification']) {
      expect(document.components.schemas[name], name).toBeDefined();
    }
  });

  it('moves statuses only from open ones, and a rejection needs a reply', async () => {
    const account = await registerAccount(server.url);
    const { data } = await readJson<{ data: ContentRequest }>(
      await file(account.token, { title: 'Status Rules', type: 'movie' }),
    );
    const db = server.database.db;
    await expect(rejectContentRequest(db, data.id, '  ')).rejects.toThrow(RequestStatusError);
    await expect(markRequestAdded(db, data.id, 2_000_000)).rejects.toThrow(/No title/);
    await expect(acceptContentRequest(db, 9_999_999)).rejects.toThrow(/No request/);
    await acceptContentRequest(db, data.id);
    await expect(acceptContentRequest(db, data.id)).rejects.toThrow(/accepted/);
    await rejectContentRequest(db, data.id, 'حق پخش نداریم.');
    await expect(acceptContentRequest(db, data.id)).rejects.toThrow(/rejected/);
    const [rejected] = (await mine(account.token, '?status=rejected')).data;
    expect(rejected).toMatchObject({ status: 'rejected', reply: 'حق پخش نداریم.' });
    const texts = (await notificationsOf(account.token)).map((item) => item.text);
    expect(texts).toEqual([
      messages.requests.rejected('Status Rules', 'حق پخش نداریم.'),
      messages.requests.accepted('Status Rules'),
    ]);
  });
});

/**
 * `npm run requests`, spawned as a real process against a throwaway DATA_DIR (or test database),
 * as accounts-cli.test.ts runs `npm run users`.
 */
describe(`npm run requests (${testDatabaseKind()})`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const cli = (args: string[]) => operatorCommandOutcome(() => runRequestsCommand(database.db, args));

  it('lists, accepts, rejects and marks added, notifying every requester', async () => {
    const setup = await (async () => {
      const users = await database.sql.query<{ id: number }>(
        `INSERT INTO users (name, email, password_hash) VALUES ('یکم', 'one@example.com', 'x'), ('دوم', 'two@example.com', 'x') RETURNING id`,
      );
      const [one, two] = users.map((row) => row.id) as [number, number];
      const file = async (userId: number, title: string) => {
        const filed = await fileContentRequest(
          database.db,
          userId,
          { title, type: 'movie' },
          { openLimit: 10, profile: { kind: 'adult' } },
        );
        if (filed.outcome === 'in-catalogue') throw new Error('not in the catalogue');
        return filed.request.id;
      };
      const accepted = await file(one, 'Accept Me');
      await file(two, 'Accept Me');
      const rejected = await file(one, 'Reject Me');
      const added = await file(two, 'Add Me');
      const title = await catalogFactory(database).title({ titleEn: 'Add Me' });
      return { one, two, accepted, rejected, added, title };
    })();

    const listed = await cli(['list']);
    expect(listed.stderr).toBe('');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`#${setup.accepted}\\s+pending\\s+movie\\s+"Accept Me"`));
    expect(listed.stdout).toMatch(/2 requesters/);

    const accept = await cli(['accept', String(setup.accepted), 'به‌زودی']);
    expect(accept.code).toBe(0);
    expect(accept.stdout).toMatch(/Accepted; 2 requester\(s\) notified/);
    const reject = await cli(['reject', String(setup.rejected), 'در دسترس نیست']);
    expect(reject.code).toBe(0);
    const added = await cli(['added', String(setup.added), String(setup.title.id)]);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain(`/titles/${setup.title.id}/${setup.title.slug}`);

    const pending = await cli(['list', '--status', 'pending']);
    expect(pending.stdout.trim()).toBe('No requests.');
    expect((await cli(['list', '--status', 'accepted'])).stdout).toMatch(/reply: به‌زودی/);

    const notifications = await database.sql.query<{ user_id: number; text: string; link: string }>(
      'SELECT user_id, text, link FROM notifications ORDER BY id',
    );
    expect(notifications).toEqual([
      {
        user_id: setup.one,
        text: messages.requests.acceptedWithReply('Accept Me', 'به‌زودی'),
        link: '/user/new-request',
      },
      {
        user_id: setup.two,
        text: messages.requests.acceptedWithReply('Accept Me', 'به‌زودی'),
        link: '/user/new-request',
      },
      {
        user_id: setup.one,
        text: messages.requests.rejected('Reject Me', 'در دسترس نیست'),
        link: '/user/new-request',
      },
      {
        user_id: setup.two,
        text: messages.requests.added('Add Me'),
        link: `/titles/${setup.title.id}/${setup.title.slug}`,
      },
    ]);
  });

  it('explains bad commands, unknown requests and closed ones', async () => {
    const usage = await cli(['accept']);
    expect(usage.code).toBe(1);
    expect(usage.stderr).toMatch(/Invalid request id|Usage: npm run requests/);
    expect((await cli(['reject', '1'])).stderr).toMatch(/Usage: npm run requests/);
    expect((await cli(['list', '--status', 'done'])).stderr).toMatch(/Invalid status: done/);
    expect((await cli(['accept', 'abc'])).stderr).toMatch(/Invalid request id: abc/);
    const unknown = await cli(['accept', '999999']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('No request with id 999999.');
    expect((await cli(['reject', '999999', '  '])).stderr).toMatch(/needs a reply/);
  });
});
