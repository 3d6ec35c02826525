import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { openDatabaseFor } from '../../src/db/open-for-config.ts';
import { buildServer } from '../../src/server.ts';
import { registerAccount } from '../support/auth-client.ts';
import { supportMessage } from '../support/support-client.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { startThrowawayCatalogue, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';

/**
 * The most a call may take to answer while the database is down or frozen. The goal is 1 s for a
 * stopped server and the statement timeout (1 s here) for a frozen one; the bound is generous
 * because the test shares two cores with the rest of the suite. A call past it fails (aborted).
 */
const DEADLINE_MS = 6_000;
const PERSIAN = /[\u0600-\u06FF]/;

interface Call {
  name: string;
  status: number | 'timed out' | 'failed';
  persian: boolean;
  html: boolean;
}

/**
 * PostgreSQL stopped, crashed or frozen under the running API, on a server of this file's own.
 * PGlite lives inside the API process, so these outages do not exist there.
 */
describe.runIf(testDatabaseKind() === 'postgres')('database outages (PostgreSQL)', () => {
  let postgres: ThrowawayPostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let url: string;
  let dataDir: string;
  let titleIds: number[];
  let users: { token: string; email: string }[];

  beforeAll(async () => {
    ({ postgres, titleIds } = await startThrowawayCatalogue('Outage Film', 12));

    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-faults-'));
    // A stand-in for the web build: title pages need an index.html to render into.
    const webDist = path.join(dataDir, 'web');
    fs.mkdirSync(webDist);
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html lang="fa"><head><title>پرده</title></head><body></body></html>',
    );
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PORT: '0',
      WEB_DIST_DIR: webDist,
      TRUST_PROXY: 'true',
      DATABASE_URL: postgres.url('pardeh'),
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '1',
      SUPPORT_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      AUTH_RATE_LIMIT_PER_EMAIL: '100000',
    });
    database = await openDatabaseFor(config);
    app = await buildServer({ config, database });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    config.publicUrl = url;
    users = [];
    for (let index = 0; index < 3; index++) users.push(await registerAccount(url));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await postgres?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const addToWatchlist = (token: string, titleId: number, signal?: AbortSignal) =>
    fetch(`${url}/api/user/watchlist/${titleId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ action: 'add' }),
      signal,
    });

  const sendSupportMessage = (signal: AbortSignal) =>
    fetch(`${url}/api/support/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(supportMessage()),
      signal,
    });

  /** One call with the deadline, reduced to what the assertions look at. */
  async function call(name: string, send: (signal: AbortSignal) => Promise<Response>): Promise<Call> {
    try {
      const response = await send(AbortSignal.timeout(DEADLINE_MS));
      const text = await response.text();
      const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
      return { name, status: response.status, persian: PERSIAN.test(text), html };
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return { name, status: timedOut ? 'timed out' : 'failed', persian: false, html: false };
    }
  }

  /** Every kind of call the site serves: accounts, the library, support, the catalogue, a page. */
  function everyKindOfCall(token: string, coldTitleId: number): Promise<Call>[] {
    const titleId = titleIds[0] ?? 0;
    return [
      call('GET /api/user', (signal) => fetch(`${url}/api/user`, { headers: bearer(token), signal })),
      call('GET /api/user/watchlist', (signal) =>
        fetch(`${url}/api/user/watchlist`, { headers: bearer(token), signal }),
      ),
      call('POST /api/user/watchlist/:id', (signal) => addToWatchlist(token, titleId, signal)),
      call('POST /api/sanc/login', (signal) =>
        fetch(`${url}/api/sanc/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'someone@example.com', password: 'pardeh-secret-1' }),
          signal,
        }),
      ),
      call('POST /api/support/messages', sendSupportMessage),
      call('GET /api/titles/:id', (signal) => fetch(`${url}/api/titles/${coldTitleId}`, { signal })),
      call('GET /titles/:id/:slug', (signal) =>
        fetch(`${url}/titles/${coldTitleId}/outage-film`, { signal }),
      ),
      call('GET /api/health', (signal) => fetch(`${url}/api/health`, { signal })),
    ];
  }

  function expectAllUnavailable(calls: Call[]) {
    for (const outcome of calls) {
      expect(outcome, outcome.name).toMatchObject({ status: 503, persian: true });
      expect(outcome.html, `${outcome.name} answers HTML only for pages`).toBe(
        outcome.name.startsWith('GET /titles'),
      );
    }
  }

  async function waitUntilHealthy() {
    for (;;) {
      const response = await fetch(`${url}/api/health`).catch(() => null);
      if (response?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('answers 503 in Persian to every call while PostgreSQL is down, resumes by itself, and loses no acknowledged write', async () => {
    const acknowledgedWatchlist: { userIndex: number; titleId: number }[] = [];
    const acknowledgedSupport: number[] = [];
    const afterStop: Call[] = [];
    let stopped = false;
    let loadRunning = true;

    // A small load: each client adds to its watchlist, writes to support and reads its account.
    const client = async (userIndex: number) => {
      const token = users[userIndex]?.token ?? '';
      for (let round = 0; loadRunning; round++) {
        const titleId = titleIds[(userIndex * 4 + round) % titleIds.length] ?? 0;
        const stopWasDone = stopped;
        const calls = await Promise.all([
          call('load: watchlist add', async (signal) => {
            const response = await addToWatchlist(token, titleId, signal);
            if (response.ok) acknowledgedWatchlist.push({ userIndex, titleId });
            return response;
          }),
          call('load: support message', async (signal) => {
            const response = await sendSupportMessage(signal);
            if (response.status === 201) {
              const body = (await response.clone().json()) as { data: { id: number } };
              acknowledgedSupport.push(body.data.id);
            }
            return response;
          }),
          call('load: account', (signal) => fetch(`${url}/api/user`, { headers: bearer(token), signal })),
        ]);
        // Calls started once the server was down must all have answered 503.
        if (stopWasDone) afterStop.push(...calls);
      }
    };
    const load = users.map((_user, index) => client(index));
    while (acknowledgedSupport.length < 6 || acknowledgedWatchlist.length < 6) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    await postgres.stop('immediate');
    stopped = true;
    while (afterStop.length < 3 * users.length * 2) await new Promise((resolve) => setTimeout(resolve, 50));
    loadRunning = false;
    await Promise.all(load);
    expectAllUnavailable(afterStop);
    expectAllUnavailable(await Promise.all(everyKindOfCall(users[0]?.token ?? '', titleIds[11] ?? 0)));

    await postgres.start();
    await waitUntilHealthy();
    // The same sessions work again, without restarting the API.
    for (const { token } of users) {
      expect((await fetch(`${url}/api/user`, { headers: bearer(token) })).status).toBe(200);
    }
    expect((await addToWatchlist(users[0]?.token ?? '', titleIds[10] ?? 0)).ok).toBe(true);
    const supportIds = await database.sql.query<{ id: number }>(
      'SELECT id FROM support_messages WHERE id = ANY($1::int[])',
      [acknowledgedSupport],
    );
    expect(supportIds).toHaveLength(new Set(acknowledgedSupport).size);
    const accounts = await database.sql.query<{ id: number; email: string }>('SELECT id, email FROM users');
    const userIds = users.map(({ email }) => accounts.find((account) => account.email === email)?.id);
    const saved = await database.sql.query<{ user_id: number; title_id: number }>(
      'SELECT p.user_id, w.title_id FROM watchlist_items w JOIN profiles p ON p.id = w.profile_id',
    );
    const savedKeys = new Set(saved.map((row) => `${row.user_id}:${row.title_id}`));
    for (const { userIndex, titleId } of acknowledgedWatchlist) {
      expect(savedKeys.has(`${userIds[userIndex]}:${titleId}`), `watchlist ${userIndex}:${titleId}`).toBe(
        true,
      );
    }
  }, 120_000);

  it('answers 503 within the statement timeout while PostgreSQL is frozen, and resumes when it thaws', async () => {
    await waitUntilHealthy();
    const token = users[1]?.token ?? '';
    expect((await fetch(`${url}/api/user`, { headers: bearer(token) })).status).toBe(200);
    postgres.signalAll('SIGSTOP');
    try {
      expectAllUnavailable(await Promise.all(everyKindOfCall(token, titleIds[9] ?? 0)));
      // Once more: the pool's connections to the frozen server must not have been kept.
      expectAllUnavailable(await Promise.all(everyKindOfCall(token, titleIds[8] ?? 0)));
    } finally {
      postgres.signalAll('SIGCONT');
    }
    await waitUntilHealthy();
    expect((await fetch(`${url}/api/user`, { headers: bearer(token) })).status).toBe(200);
    expect((await addToWatchlist(token, titleIds[9] ?? 0)).ok).toBe(true);
  }, 120_000);

  it('gives back pool connections whose transaction could not begin on a frozen server', async () => {
    const small = await openDatabase({
      databaseUrl: postgres.url('pardeh'),
      poolSize: 2,
      statementTimeoutMs: 1_000,
    });
    try {
      // Two open connections in the pool, idle: the next transactions get them without a handshake.
      await Promise.all([small.sql.query('SELECT pg_sleep(0.05)'), small.sql.query('SELECT pg_sleep(0.05)')]);
      postgres.signalAll('SIGSTOP');
      let outcomes: PromiseSettledResult<unknown>[];
      try {
        // Drizzle's transaction never releases its connection when BEGIN fails: these would hold both for good.
        outcomes = await Promise.allSettled(
          [1, 2, 3, 4].map(() => small.db.transaction((tx) => tx.execute(sql`SELECT 1`))),
        );
      } finally {
        postgres.signalAll('SIGCONT');
      }
      expect(outcomes.map((outcome) => outcome.status)).toEqual([
        'rejected',
        'rejected',
        'rejected',
        'rejected',
      ]);
      await expect(small.db.transaction((tx) => tx.execute(sql`SELECT 1`))).resolves.toBeDefined();
    } finally {
      await small.close();
    }
  }, 60_000);
});
