import path from 'node:path';
import type { AuthResponse, ErrorBody } from '@pardeh/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TRUSTED_DEVICE_LIFETIME_MS } from '../../src/accounts/device-cookie.ts';
import { deleteForgottenLoginFailures } from '../../src/accounts/login-failures-db.ts';
import { LOGIN_DELAYS } from '../../src/accounts/login-throttle.ts';
import { deleteForgottenTrustedDevices } from '../../src/accounts/trusted-devices-db.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { deleteExpiredCounters } from '../../src/http/rate-limit-counters-db.ts';
import { messages } from '../../src/messages.ts';
import { buildServer } from '../../src/server.ts';
import { fetchCsrf, postJson, registerAccount } from '../support/auth-client.ts';
import { readJson } from '../support/read-json.ts';
import { useTestApp } from '../support/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

/**
 * Password login's lock-out policy (accounts/login-throttle.ts): progressive delays per (email,
 * client network) or per trusted device, an account under attack after 10 wrong passwords an hour
 * (here, so a test can reach it), and the sign-in link open throughout. Waits are never slept through: a test moves a client's last failure back
 * in the database, as if the time had passed.
 */
const PUBLIC_URL = 'https://pardeh.example';
const CEILING = 10;
const server = useTestApp(() => ({
  PUBLIC_URL,
  AUTH_RATE_LIMIT_PER_IP: '1000',
  LOGIN_FAILURES_PER_EMAIL_PER_HOUR: String(CEILING),
}));

type Client = { 'x-forwarded-for': string };
let clientCount = 0;
/** A client on a network of its own (the server trusts X-Forwarded-For from its proxy). */
const newClient = (): Client => {
  clientCount += 1;
  return { 'x-forwarded-for': `198.51.100.${clientCount}` };
};

const WRONG = 'not-the-password-1';
/** A password sign-in from `client`, with the device cookie `device` when given. */
async function login(email: string, password: string, client: Client, device?: string) {
  const csrf = await fetchCsrf(server.url);
  const cookie = device ? `${csrf.cookie}; pardeh_device=${device}` : csrf.cookie;
  return postJson(
    server.url,
    '/api/sanc/login',
    { email, password },
    { csrf, headers: { ...client, cookie } },
  );
}

/** The device cookie a sign-in answer set. */
async function deviceCookieOf(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith('pardeh_device='));
  const secret = line?.split(';')[0]?.slice('pardeh_device='.length);
  if (!secret) throw new Error('no device cookie was set');
  return secret;
}
const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));

/** As if the client's delay had run out: its last failure moves 16 minutes (past the longest delay) back. */
async function letDelayPass(email: string, client: Client) {
  await server.database.sql.query(
    `UPDATE login_failures SET last_failed_at = last_failed_at - interval '16 minutes'
     WHERE email = $1 AND client = $2`,
    [email.toLowerCase(), client['x-forwarded-for']],
  );
}

/**
 * As if the client had failed `failures` times, the last one 16 minutes ago: saves the password
 * hashing of that many real attempts (the first five are tested through HTTP).
 */
async function seedFailures(email: string, client: Client, failures: number) {
  await server.database.sql.query(
    `INSERT INTO login_failures (email, client, failures, last_failed_at)
     VALUES ($1, $2, $3, now() - interval '16 minutes')
     ON CONFLICT (email, client) DO UPDATE SET failures = excluded.failures, last_failed_at = excluded.last_failed_at`,
    [email.toLowerCase(), client['x-forwarded-for'], failures],
  );
}

/** One wrong password after the client's delay: let through (422), so it counts. */
async function failAfterDelay(email: string, client: Client) {
  await letDelayPass(email, client);
  expect((await login(email, WRONG, client)).status).toBe(422);
}

/** A throttled answer: 429, a Retry-After within (low, high], and the message for that wait. */
async function expectThrottled(
  response: Response,
  [low, high]: [number, number],
  message = messages.loginThrottle.waitBeforeRetrying,
) {
  expect(response.status).toBe(429);
  const seconds = retryAfter(response);
  expect(seconds).toBeGreaterThan(low);
  expect(seconds).toBeLessThanOrEqual(high);
  expect(await readJson<ErrorBody>(response)).toEqual({ message: message(seconds) });
  return seconds;
}

// Each wrong password costs a real argon2 verification (~0.1 s alone, much more on a busy machine).
const SLOW = { timeout: 120_000 };

describe(`password login lock-out (${testDatabaseKind()})`, () => {
  it('lets five wrong passwords through, then doubles the wait up to 15 minutes', SLOW, async () => {
    const email = `guessed-${Date.now()}@example.com`;
    const client = newClient();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(email, WRONG, client)).status).toBe(422);
    }
    await seedFailures(email, client, 9);
    await failAfterDelay(email, client);
    // Ten failures: the next attempt waits 2⁵ = 32 s after the last one.
    const first = await expectThrottled(await login(email, WRONG, client), [16, 32]);
    // A refused attempt is not counted and does not push the wait further.
    expect(retryAfter(await login(email, WRONG, client))).toBeLessThanOrEqual(first);
    await failAfterDelay(email, client);
    const second = await expectThrottled(await login(email, WRONG, client), [32, 64]);
    expect(second).toBeGreaterThan(first);
    // Fifteen failures and beyond: 15 minutes, no more.
    await seedFailures(email, client, 14);
    await failAfterDelay(email, client);
    await expectThrottled(await login(email, WRONG, client), [450, 900]);
    await failAfterDelay(email, client);
    await expectThrottled(await login(email, WRONG, client), [450, 900]);
  });

  it(
    "does not let a stranger's failures from other networks stop the owner signing in from theirs",
    SLOW,
    async () => {
      const owner = await registerAccount(server.url);
      const stranger = newClient();
      await seedFailures(owner.email, stranger, 9);
      await failAfterDelay(owner.email, stranger);
      // Even the right password waits on the stranger's network.
      await expectThrottled(await login(owner.email, owner.password, stranger), [16, 32]);
      expect((await login(owner.email.toUpperCase(), WRONG, newClient())).status).toBe(422);

      const ownDevice = newClient();
      expect((await login(owner.email, WRONG, ownDevice)).status).toBe(422);
      const signedIn = await login(owner.email, owner.password, ownDevice);
      expect(signedIn.status).toBe(200);
      expect((await readJson<AuthResponse>(signedIn)).user.email).toBe(owner.email);
    },
  );

  it("forgets a client's failures when it signs in", SLOW, async () => {
    const account = await registerAccount(server.url);
    const client = newClient();
    await seedFailures(account.email, client, 7);
    expect((await login(account.email, account.password, client)).status).toBe(200);
    const failuresOf = () =>
      server.database.sql.query<{ failures: number }>(
        'SELECT failures FROM login_failures WHERE email = $1',
        [account.email.toLowerCase()],
      );
    expect(await failuresOf()).toEqual([]);
    // Counting starts again from one, not from the seven before.
    expect((await login(account.email, WRONG, client)).status).toBe(422);
    expect(await failuresOf()).toEqual([{ failures: 1 }]);
  });

  it(
    'keeps the owner signing in, on a trusted device and on a new one, whatever a stranger guesses from 50 addresses',
    SLOW,
    async () => {
      const owner = await registerAccount(server.url);
      const ownDevice = await deviceCookieOf(await login(owner.email, owner.password, newClient()));

      // A stranger guesses from 50 addresses, far past the account's attack threshold.
      const strangers = Array.from({ length: 50 }, newClient);
      for (let batch = 0; batch < strangers.length; batch += 10) {
        const statuses = await Promise.all(
          strangers
            .slice(batch, batch + 10)
            .map(async (client) => (await login(owner.email, WRONG, client)).status),
        );
        expect(statuses).toEqual(Array(statuses.length).fill(422));
      }
      // Under attack, a client that never signed in gets one free attempt, then waits from a minute.
      const stranger = strangers[0] ?? newClient();
      await expectThrottled(await login(owner.email, WRONG, stranger), [0, 60]);

      // The owner's device signs in at once, from the stranger's own network even.
      const trusted = await login(owner.email, owner.password, stranger, ownDevice);
      expect(trusted.status).toBe(200);
      expect((await readJson<AuthResponse>(trusted)).user.email).toBe(owner.email);

      // A new device signs in at its first try; its own mistake costs it a minute, no more.
      const newDevice = newClient();
      const mistaken = await login(owner.email, WRONG, newDevice);
      expect(mistaken.status).toBe(422);
      await expectThrottled(await login(owner.email, owner.password, newDevice), [0, 60]);
      await letDelayPass(owner.email, newDevice);
      expect((await login(owner.email, owner.password, newDevice)).status).toBe(200);
      expect((await login(owner.email, owner.password, newClient())).status).toBe(200);
      expect(messages.loginThrottle.waitBeforeRetrying(60)).toContain('ورود بدون رمز، با پیوند ایمیلی');
    },
  );

  it(
    "slows a trusted device's own wrong passwords like any client's, and only that device",
    SLOW,
    async () => {
      const owner = await registerAccount(server.url);
      const home = newClient();
      const device = await deviceCookieOf(await login(owner.email, owner.password, home));
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await login(owner.email, WRONG, home, device)).status).toBe(422);
      }
      await expectThrottled(await login(owner.email, owner.password, home, device), [0, 1]);
      // The same network without the cookie is another client.
      expect((await login(owner.email, owner.password, home)).status).toBe(200);
      // A cookie trusted by another account, or made up, is no trust at all here.
      const other = await registerAccount(server.url);
      expect((await login(other.email, WRONG, newClient(), device)).status).toBe(422);
      expect((await login(owner.email, owner.password, newClient(), 'A'.repeat(43))).status).toBe(200);
    },
  );

  it('sets the device cookie HttpOnly, for the auth calls only, on every sign-in', async () => {
    const account = await registerAccount(server.url);
    const response = await login(account.email, account.password, newClient());
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('pardeh_device='));
    expect(cookie).toMatch(
      /^pardeh_device=[A-Za-z0-9_-]{43}; Max-Age=31536000; Path=\/api\/sanc; HttpOnly; Secure; SameSite=Lax$/,
    );
    // A device that has a cookie keeps it.
    const secret = await deviceCookieOf(response);
    expect(await deviceCookieOf(await login(account.email, account.password, newClient(), secret))).toBe(
      secret,
    );
  });
});

/** Another API instance, as on another machine: its own server, the same database. */
async function startInstance(database: DatabaseHandle, env: Record<string, string>) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: server.dataDir,
    PORT: '0',
    WEB_DIST_DIR: path.join(server.dataDir, 'no-web-build'),
    TRUST_PROXY: 'true',
    ...env,
  });
  const app: FastifyInstance = await buildServer({ config, database });
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return { app, url };
}

describe(`rate limits across instances (${testDatabaseKind()})`, () => {
  it('counts a client on two instances over one database together', SLOW, async () => {
    const env = { AUTH_RATE_LIMIT_PER_IP: '3' };
    const [first, second] = [
      await startInstance(server.database, env),
      await startInstance(server.database, env),
    ];
    try {
      const client = newClient();
      const statuses: number[] = [];
      for (const instance of [first, second, first, second]) {
        const body = { email: `shared-${Date.now()}@example.com` };
        statuses.push(
          (await postJson(instance.url, '/api/forgot-password', body, { headers: client })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });

  it('answers 503, not 500, when the database behind a limit is gone', SLOW, async () => {
    const database = await openTestDatabase();
    const instance = await startInstance(database, {});
    try {
      await database.close();
      const response = await postJson(instance.url, '/api/forgot-password', { email: 'a@example.com' });
      expect(response.status).toBe(503);
      expect(await readJson<ErrorBody>(response)).toEqual({ message: messages.databaseUnavailable });
    } finally {
      await instance.app.close();
    }
  });
});

describe(`sweeping (${testDatabaseKind()})`, () => {
  it('deletes ended windows, forgotten failures and forgotten devices, and nothing else', async () => {
    const { sql, db } = server.database;
    await sql.query(`INSERT INTO rate_limit_counters (key, count, expires_at) VALUES
      ('sweep:ended', 3, now() - interval '1 second'), ('sweep:live', 3, now() + interval '1 minute')`);
    await sql.query(`INSERT INTO login_failures (email, client, failures, last_failed_at) VALUES
      ('sweep@example.com', 'old', 9, now() - interval '25 hours'), ('sweep@example.com', 'recent', 9, now())`);
    await sql.query(`INSERT INTO trusted_devices (token_hash, email, last_signed_in_at) VALUES
      ('old', 'sweep@example.com', now() - interval '366 days'), ('recent', 'sweep@example.com', now())`);
    await deleteExpiredCounters(db);
    await deleteForgottenLoginFailures(db, LOGIN_DELAYS.forgetAfterMs);
    await deleteForgottenTrustedDevices(db, TRUSTED_DEVICE_LIFETIME_MS);
    expect(await sql.query("SELECT key FROM rate_limit_counters WHERE key LIKE 'sweep:%'")).toEqual([
      { key: 'sweep:live' },
    ]);
    expect(await sql.query("SELECT client FROM login_failures WHERE email = 'sweep@example.com'")).toEqual([
      { client: 'recent' },
    ]);
    expect(
      await sql.query("SELECT token_hash FROM trusted_devices WHERE email = 'sweep@example.com'"),
    ).toEqual([{ token_hash: 'recent' }]);
  });
});
