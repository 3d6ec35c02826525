import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { type CsrfPair, fetchCsrf, newAccount } from '../support/auth-client.ts';
import { type ServerProcess, startServerProcess } from '../support/run-server-process.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { startThrowawayCatalogue, type ThrowawayPostgres } from '../support/throwaway-postgres.ts';

const PERSIAN = /[\u0600-\u06FF]/;
/** How long one call may take; a call past it counts as a failure (the server hung). */
const CALL_DEADLINE_MS = 8_000;
/**
 * The goal is service within 2 s of the database's return (BENCHMARKS.md records the figure);
 * the bound asserted is wider because the test shares two cores with the rest of the suite.
 */
const RECOVERY_BOUND_MS = 8_000;

interface Outcome {
  loop: string;
  status: number | 'failed';
  retryAfter: string | null;
  persian: boolean;
}

/**
 * PostgreSQL stopped (fast and immediate), restarted and its connections terminated, ten times,
 * under mixed reads and writes from several clients, against the API as a process of its own:
 * the process never exits, answers Persian 503s with Retry-After while the database is away,
 * serves again soon after it returns, and keeps every write it acknowledged.
 */
describe.runIf(testDatabaseKind() === 'postgres')('database restarts under load (PostgreSQL)', () => {
  let postgres: ThrowawayPostgres;
  let server: ServerProcess;
  let dataDir: string;
  let titleIds: number[];
  let csrf: CsrfPair;
  let exitCode: number | null | undefined;

  beforeAll(async () => {
    ({ postgres, titleIds } = await startThrowawayCatalogue('Restart Film', 6));
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-restarts-'));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: postgres.url('pardeh'),
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '1',
      LOG_LEVEL: 'error',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
      COMMENT_RATE_LIMIT_PER_USER: '1000000',
      SEED_CATALOGUE: 'false',
      IMAGE_FETCH: 'false',
    });
    server.child.once('exit', (code) => {
      exitCode = code;
    });
    csrf = await fetchCsrf(server.url.replace(/\/$/, ''));
  }, 120_000);

  afterAll(async () => {
    if (server && exitCode === undefined) await server.stop();
    await postgres?.destroy();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('survives ten restarts and terminated connections, answering 503 with Retry-After and losing no acknowledged write', async () => {
    const base = server.url.replace(/\/$/, '');
    const outcomes: Outcome[] = [];
    const registered: string[] = [];
    const watchlisted: { token: string; titleId: number }[] = [];
    const commented: number[] = [];
    let running = true;

    const call = async (loop: string, send: (signal: AbortSignal) => Promise<Response>) => {
      try {
        const response = await send(AbortSignal.timeout(CALL_DEADLINE_MS));
        const text = await response.text();
        outcomes.push({
          loop,
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          persian: PERSIAN.test(text),
        });
        return { status: response.status, text };
      } catch {
        outcomes.push({ loop, status: 'failed', retryAfter: null, persian: false });
        return { status: 0, text: '' };
      }
    };
    const json = (token?: string) => ({
      'content-type': 'application/json',
      cookie: csrf.cookie,
      'x-xsrf-token': csrf.token,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
    const register = async (signal?: AbortSignal) => {
      const account = newAccount();
      const response = await fetch(`${base}/api/sanc/register`, {
        method: 'POST',
        headers: json(),
        body: JSON.stringify(account),
        signal,
      });
      return { response, account };
    };

    // Three accounts made before the first outage, for the signed-in loops.
    const tokens: string[] = [];
    while (tokens.length < 3) {
      const { response } = await register();
      const body = (await response.json()) as { token: string };
      tokens.push(body.token);
    }

    const loop = async (step: (round: number) => Promise<void>) => {
      for (let round = 0; running; round++) await step(round);
    };
    const loops = [
      loop(async () => {
        const account = newAccount();
        const { status } = await call('register', (signal) =>
          fetch(`${base}/api/sanc/register`, {
            method: 'POST',
            headers: json(),
            body: JSON.stringify(account),
            signal,
          }),
        );
        if (status === 201) registered.push(account.email);
      }),
      loop(async (round) => {
        const token = tokens[round % tokens.length] ?? '';
        const titleId = titleIds[round % titleIds.length] ?? 0;
        const { status } = await call('watchlist add', (signal) =>
          fetch(`${base}/api/user/watchlist/${titleId}`, {
            method: 'POST',
            headers: json(token),
            body: JSON.stringify({ action: 'add' }),
            signal,
          }),
        );
        if (status === 200) watchlisted.push({ token, titleId });
      }),
      loop(async (round) => {
        const { status, text } = await call('comment', (signal) =>
          fetch(`${base}/api/user/comment`, {
            method: 'POST',
            headers: json(tokens[round % tokens.length]),
            body: JSON.stringify({ titleId: titleIds[0], body: `نظر ${round}` }),
            signal,
          }),
        );
        if (status === 201) commented.push((JSON.parse(text) as { data: { id: number } }).data.id);
      }),
      loop(async (round) => {
        await call('account', (signal) =>
          fetch(`${base}/api/user`, {
            headers: { authorization: `Bearer ${tokens[round % tokens.length]}` },
            signal,
          }),
        );
      }),
      loop(async (round) => {
        await call('search', (signal) =>
          fetch(`${base}/api/titles/search?q=restart+${round % 7}`, { signal }),
        );
      }),
      loop(async (round) => {
        await call('title detail', (signal) =>
          fetch(`${base}/api/titles/${titleIds[round % titleIds.length]}`, { signal }),
        );
      }),
      loop(async () => {
        await call('health', (signal) => fetch(`${base}/api/health`, { signal }));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }),
    ];

    /** Resolves once `count` more calls have answered than had when it was asked. */
    const moreCalls = async (count: number, matching: (outcome: Outcome) => boolean = () => true) => {
      const target = outcomes.filter(matching).length + count;
      while (outcomes.filter(matching).length < target) {
        if (exitCode !== undefined)
          throw new Error(`the API process exited (${exitCode}):\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const healthy = async () => {
      for (;;) {
        const response = await fetch(`${base}/api/health`).catch(() => null);
        if (response?.status === 200) return;
        if (exitCode !== undefined)
          throw new Error(`the API process exited (${exitCode}):\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const terminateEveryConnection = async () => {
      const admin = new pg.Client({ connectionString: postgres.url('postgres') });
      await admin.connect();
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'pardeh' AND pid <> pg_backend_pid()",
      );
      await admin.end();
    };

    const recoveries: number[] = [];
    const wasDown = (outcome: Outcome) => outcome.status === 503;
    for (let cycle = 0; cycle < 10; cycle++) {
      await moreCalls(20, (outcome) => outcome.status === 200 || outcome.status === 201);
      await postgres.stop(cycle % 2 === 0 ? 'fast' : 'immediate');
      await moreCalls(7, wasDown);
      await postgres.start();
      const returnedAt = performance.now();
      await healthy();
      recoveries.push(performance.now() - returnedAt);
      await moreCalls(20, (outcome) => outcome.status === 200 || outcome.status === 201);
      if (cycle % 3 === 2) {
        await terminateEveryConnection();
        await moreCalls(20, (outcome) => outcome.status === 200 || outcome.status === 201);
      }
    }
    running = false;
    await Promise.all(loops);
    console.info(
      `database restarts: service back after ${recoveries.map((ms) => Math.round(ms)).join(', ')} ms; ${outcomes.length} calls`,
    );

    expect(exitCode, server.output()).toBeUndefined();
    const unexpected = outcomes.filter(
      (outcome) =>
        outcome.status !== 200 &&
        outcome.status !== 201 &&
        !(outcome.status === 503 && outcome.persian && Number(outcome.retryAfter) > 0),
    );
    expect(unexpected.slice(0, 5), `${unexpected.length} unexpected answers`).toEqual([]);
    expect(outcomes.filter(wasDown).length).toBeGreaterThan(70);
    for (const ms of recoveries) expect(ms).toBeLessThan(RECOVERY_BOUND_MS);

    // Every acknowledged write is there.
    const check = await openDatabase({ databaseUrl: postgres.url('pardeh') });
    try {
      const emails = new Set(
        (await check.sql.query<{ email: string }>('SELECT email FROM users')).map((row) => row.email),
      );
      expect(registered.filter((email) => !emails.has(email.toLowerCase()))).toEqual([]);
      const commentIds = new Set(
        (await check.sql.query<{ id: string }>('SELECT id FROM comments')).map((row) => Number(row.id)),
      );
      expect(commented.filter((id) => !commentIds.has(id))).toEqual([]);
      for (const token of tokens) {
        const response = await fetch(`${base}/api/user/watchlist?per_page=50`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await response.json()) as { data: { id: number }[] };
        const listed = new Set(body.data.map((title) => title.id));
        const missing = watchlisted.filter((write) => write.token === token && !listed.has(write.titleId));
        expect(missing).toEqual([]);
      }
    } finally {
      await check.close();
    }
  }, 300_000);
});
