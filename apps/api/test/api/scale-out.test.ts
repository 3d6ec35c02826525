import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse, Comment, User } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileFormats } from '../../src/catalog/import/import-formats.ts';
import { runImport } from '../../src/catalog/import/run-import.ts';
import { postJson } from '../support/auth-client.ts';
import { openEventStream } from '../support/event-stream-client.ts';
import { readJson } from '../support/read-json.ts';
import { type ServerProcess, startServerProcess } from '../support/run-server-process.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

const AUTH_RATE_LIMIT_PER_IP = 4;

/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: sessions, rate limits,
 * live notifications and catalogue caches must behave as if there were one. The embedded database
 * allows one process only, so this runs on PostgreSQL alone.
 */
describe.runIf(testDatabaseKind() === 'postgres')('two API instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let imports = 0;
  // A film in the tiny import file; `name` is its Persian title.
  const importFilm = (name: string) => {
    const file = path.join(dataDir, `films-${++imports}.json`);
    const film = { id: 'Q1', labels: { en: 'Scale Out', fa: name }, date: ['2001-01-01'] };
    fs.writeFileSync(file, JSON.stringify({ films: { Q1: film }, secondary: {} }));
    // What `npm run catalog -- import wikidata <file>` runs, in a process that is neither server.
    return runImport(database, fileFormats.wikidata(file));
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-scale-out-'));
    const env = (name: string) => {
      fs.mkdirSync(path.join(dataDir, name));
      return {
        DATABASE_URL: database.url ?? '',
        DATA_DIR: path.join(dataDir, name),
        SEED_CATALOGUE: 'false',
        IMAGE_FETCH: 'false',
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT_PER_IP: String(AUTH_RATE_LIMIT_PER_IP),
      };
    };
    [a, b] = await Promise.all([startServerProcess(env('a')), startServerProcess(env('b'))]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const register = async (server: ServerProcess, clientIp: string) => {
    const password = 'scale-out-secret-1';
    const response = await postJson(
      server.url.replace(/\/$/, ''),
      '/api/sanc/register',
      { name: 'کاربر', email: `user-${clientIp}@example.com`, password, password_confirmation: password },
      { headers: { 'x-forwarded-for': clientIp } },
    );
    expect(response.status).toBe(201);
    return readJson<AuthResponse>(response);
  };
  const call = (server: ServerProcess, pathname: string, token?: string) =>
    fetch(`${server.url}${pathname}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('accepts a session opened on one instance on the other', async () => {
    const account = await register(a, '10.1.0.1');
    const answer = await call(b, 'api/user', account.token);
    expect(answer.status).toBe(200);
    expect((await readJson<{ data: User }>(answer)).data.id).toBe(account.user.id);
  });

  it('forgets a session signed out on one instance on the other at once', async () => {
    await importFilm('نشست');
    const [row] = await database.sql.query<{ id: number }>('SELECT id FROM titles');
    const account = await register(a, '10.1.0.2');
    const viewerOnB = async () =>
      'viewer' in
      (await readJson<{ data: object }>(await call(b, `api/titles/${row?.id}`, account.token))).data;
    // B remembers the session for a few seconds once it has seen it.
    expect(await viewerOnB()).toBe(true);
    const signOut = await postJson(a.url.replace(/\/$/, ''), '/api/sanc/logout', undefined, {
      bearer: account.token,
    });
    expect(signOut.status).toBe(204);
    // Told by the database's event, well before it would forget the session by itself (5 s).
    await expect.poll(viewerOnB, { timeout: 2_500 }).toBe(false);
  });

  it('counts a rate limit across both instances', async () => {
    const attempt = (server: ServerProcess, n: number) =>
      postJson(
        server.url.replace(/\/$/, ''),
        '/api/sanc/login',
        { email: `nobody-${n}@example.com`, password: 'not-the-password-1' },
        { headers: { 'x-forwarded-for': '10.2.0.1' } },
      );
    const statuses: number[] = [];
    for (let n = 0; n < AUTH_RATE_LIMIT_PER_IP; n++) statuses.push((await attempt(n % 2 ? b : a, n)).status);
    expect(statuses).not.toContain(429);
    // Each instance has seen only half the attempts: only a shared count refuses this one.
    expect((await attempt(a, AUTH_RATE_LIMIT_PER_IP)).status).toBe(429);
  });

  it("refreshes both instances' catalogue caches after an import from another process", async () => {
    await importFilm('نام نخست');
    const [row] = await database.sql.query<{ id: number }>('SELECT id FROM titles');
    const titlePage = async (server: ServerProcess) => (await call(server, `api/titles/${row?.id}`)).text();
    // Both instances now hold the answer in their caches (an earlier test cached this title under
    // its first name, which the import's announcement replaces).
    await expect.poll(() => titlePage(a), { timeout: 5_000 }).toContain('نام نخست');
    await expect.poll(() => titlePage(b), { timeout: 5_000 }).toContain('نام نخست');

    await importFilm('نام تازه‌تر');
    await expect.poll(() => titlePage(a), { timeout: 5_000 }).toContain('نام تازه‌تر');
    await expect.poll(() => titlePage(b), { timeout: 5_000 }).toContain('نام تازه‌تر');
  });

  it('sends a notification written through one instance to a stream held by the other within 2 s', async () => {
    const [title] = await database.sql.query<{ id: number }>('SELECT id FROM titles');
    const author = await register(a, '10.3.0.1');
    const replier = await register(b, '10.3.0.2');
    const postComment = (token: string, body: Record<string, unknown>) =>
      postJson(a.url.replace(/\/$/, ''), '/api/user/comment', body, { csrf: false, bearer: token });
    const parent = await readJson<{ data: Comment }>(
      await postComment(author.token, { titleId: title?.id, body: 'دیدگاه نخست' }),
    );

    const stream = await openEventStream(`${b.url}api/user/notifications/stream`, {
      authorization: `Bearer ${author.token}`,
    });
    try {
      expect(await stream.nextEvent()).toEqual({ retry: 5000 });
      const reply = await postComment(replier.token, {
        titleId: title?.id,
        body: 'پاسخ',
        parentId: parent.data.id,
      });
      expect(reply.status).toBe(201);
      const event = await stream.nextEvent(2_000);
      expect(event.event).toBe('notification');
      expect(JSON.parse(event.data ?? '')).toMatchObject({ type: 'comment-reply', read: false });

      // Shutting the stream's instance down ends the stream, and the process exits cleanly.
      expect(await b.stop('SIGTERM')).toBe(0);
      await stream.ended;
    } finally {
      stream.close();
    }
  });
});
