import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { fetchCsrf, newAccount, postJson } from '../support/auth-client.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

/** Low limits so a test can cross them: 4 attempts a minute per client address, 2 per email (links). */
let server: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, so each test client can pose as its own address.
  server = await startTestApp({
    AUTH_RATE_LIMIT_PER_IP: '4',
    AUTH_RATE_LIMIT_PER_EMAIL: '2',
    TRUST_PROXY: 'true',
  });
});
afterAll(() => server.close());

/** Each test poses as its own client address (the server trusts X-Forwarded-For from its proxy). */
let clientCount = 0;
const newClient = () => {
  clientCount += 1;
  return { 'x-forwarded-for': `203.0.113.${clientCount}` };
};

async function statusesOf(path: string, bodies: unknown[], headers: Record<string, string>) {
  const csrf = await fetchCsrf(server.url);
  const statuses: number[] = [];
  for (const body of bodies) {
    const response = await postJson(server.url, path, body, { csrf, headers });
    statuses.push(response.status);
    if (response.status === 429) {
      expect(await readJson(response)).toEqual({ message: messages.auth.tooManyAttempts });
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  }
  return statuses;
}

describe(`auth rate limits (${testDatabaseKind()})`, () => {
  it('limits login attempts per client address, whatever the email', async () => {
    const client = newClient();
    const attempt = (email: string) => ({ email, password: 'wrong-password-1' });
    expect(
      await statusesOf(
        '/api/sanc/login',
        [
          attempt('a@example.com'),
          attempt('a@example.com'),
          attempt('A@example.com'),
          attempt('b@example.com'),
        ],
        client,
      ),
    ).toEqual([422, 422, 422, 422]);
    // The fifth attempt from this address crosses its own limit, whatever the email.
    expect(await statusesOf('/api/sanc/login', [attempt('c@example.com')], client)).toEqual([429]);
    // Another client is unaffected: password login has no per-email window that a stranger could
    // fill (its lock-out policy is tested in accounts-lockout.test.ts).
    const other = newClient();
    expect(
      await statusesOf('/api/sanc/login', [attempt('c@example.com'), attempt('a@example.com')], other),
    ).toEqual([422, 422]);
  });

  it('limits registrations per client address, invalid ones included', async () => {
    const bodies = [newAccount(), { email: 'broken' }, newAccount(), newAccount(), newAccount()];
    expect(await statusesOf('/api/sanc/register', bodies, newClient())).toEqual([201, 422, 201, 201, 429]);
  });

  it('limits reset and sign-in link requests per email, answering the same before the limit', async () => {
    const email = { email: `someone-${Date.now()}@example.com` };
    expect(await statusesOf('/api/forgot-password', [email, email, email], newClient())).toEqual([
      200, 200, 429,
    ]);
    expect(await statusesOf('/api/sanc/login-link', [email, email, email], newClient())).toEqual([
      200, 200, 429,
    ]);
  });

  it('limits sign-in token guesses per client address', async () => {
    const guess = { token: `1.${'g'.repeat(43)}` };
    expect(await statusesOf('/api/sanc/login-with-token', Array(5).fill(guess), newClient())).toEqual([
      422, 422, 422, 422, 429,
    ]);
  });

  it('keeps separate counters per action', async () => {
    const client = newClient();
    const guess = { token: `1.${'g'.repeat(43)}` };
    await statusesOf('/api/sanc/login-with-token', Array(5).fill(guess), client);
    expect(await statusesOf('/api/sanc/register', [newAccount()], client)).toEqual([201]);
  });
});

describe('without a trusted proxy', () => {
  it('ignores a forged X-Forwarded-For, so one client cannot dodge the per-address limit', async () => {
    const direct = await startTestApp({
      AUTH_RATE_LIMIT_PER_IP: '2',
      AUTH_RATE_LIMIT_PER_EMAIL: '100',
      TRUST_PROXY: 'false',
    });
    try {
      const csrf = await fetchCsrf(direct.url);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const headers = { 'x-forwarded-for': `198.51.100.${attempt}` };
        const body = { email: `nobody${attempt}@example.com` };
        statuses.push((await postJson(direct.url, '/api/forgot-password', body, { csrf, headers })).status);
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    } finally {
      await direct.close();
    }
  });
});
