import { type AuthResponse, authFieldMessages, type CurrentUser } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { fetchCsrf, fetchCurrentUser, newAccount, postJson } from '../support/auth-client.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(() => server.close());

const register = (body: unknown) => postJson(server.url, '/api/sanc/register', body);

describe(`POST /api/sanc/register (${testDatabaseKind()})`, () => {
  it('creates the account, answers 201 {token, user} and the token signs in', async () => {
    const account = newAccount({ name: '  مریم رضایی  ' });
    const response = await register(account);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await readJson<AuthResponse>(response);
    expect(body.token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      name: 'مریم رضایی',
      email: account.email,
      newNotifications: false,
      isAdmin: false,
      premium: { active: false, planId: null, expiresAt: null },
    });
    expect(Object.keys(body.user).sort()).toEqual([
      'createdAt',
      'email',
      'hasPassword',
      'id',
      'isAdmin',
      'name',
      'newNotifications',
      'phone',
      'premium',
    ]);

    const me = await fetchCurrentUser(server.url, body.token);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    // The account as registration answered it, with its one profile (#34).
    const { profile, profiles, ...user } = (await readJson<{ data: CurrentUser }>(me)).data;
    expect(user).toEqual(body.user);
    expect(profiles).toEqual([profile]);
    expect(profile).toMatchObject({ name: 'مریم رضایی', kind: 'adult', maturityAge: null, hasPin: false });
  });

  it('stores an argon2id hash and only a SHA-256 of the session secret', async () => {
    const account = newAccount();
    const body = await readJson<AuthResponse>(await register(account));
    const [user] = await server.database.sql.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [body.user.id],
    );
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.password_hash).not.toContain(account.password);
    const [session] = await server.database.sql.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE user_id = $1',
      [body.user.id],
    );
    const secret = body.token.split('.')[1] ?? '';
    expect(session?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(session?.token_hash).not.toContain(secret);
  });

  it('explains every broken rule in Persian, per field, in one 422', async () => {
    const response = await register({
      name: 'م',
      email: 'not-an-email',
      password: '12345678',
      password_confirmation: '87654321',
    });
    expect(response.status).toBe(422);
    const body = await readJson(response);
    expect(body.message).toBe(messages.validationFailed);
    expect(body.errors).toEqual({
      name: [authFieldMessages.nameTooShort],
      email: [authFieldMessages.emailInvalid],
      password: [authFieldMessages.passwordOnlyDigits],
      password_confirmation: [authFieldMessages.confirmationMismatch],
    });
  });

  it.each([
    ['a name over 50 characters', { name: 'ن'.repeat(51) }, 'name', authFieldMessages.nameTooLong],
    [
      'a short password',
      { password: 'abc1234', password_confirmation: 'abc1234' },
      'password',
      authFieldMessages.passwordTooShort,
    ],
    ['a missing name', { name: undefined }, 'name', authFieldMessages.nameRequired],
    ['a missing email', { email: undefined }, 'email', authFieldMessages.emailRequired],
    [
      'a missing confirmation',
      { password_confirmation: undefined },
      'password_confirmation',
      authFieldMessages.passwordRequired,
    ],
  ])('rejects %s', async (_label, change, field, message) => {
    const response = await register({ ...newAccount(), ...change });
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors?.[field]).toEqual([message]);
  });

  it('accepts a password of letters and digits, exactly 8 characters, and a 2-letter name', async () => {
    const response = await register(newAccount({ name: 'می', password: 'film4you' }));
    expect(response.status).toBe(201);
  });

  it.each([
    ['a common password', () => 'qwerty123', messages.passwords.tooCommon],
    ['a common password with a symbol', () => 'P@ssw0rd1', messages.passwords.tooCommon],
    ['the site’s name and digits', () => 'pardeh123', messages.passwords.tooCommon],
    [
      'the address itself, in capitals',
      (email: string) => email.toUpperCase(),
      authFieldMessages.passwordEqualsEmail,
    ],
    [
      'the address before the @',
      (email: string) => email.split('@')[0] ?? '',
      authFieldMessages.passwordEqualsEmail,
    ],
    ['spaces only', () => ' '.repeat(10), authFieldMessages.passwordOnlySpaces],
    ['a zero-width space', () => 'film\u200b4you', authFieldMessages.passwordInvisibleCharacters],
  ])('refuses %s on the password field, creating nothing', async (_label, passwordFor, message) => {
    const account = newAccount();
    const password = passwordFor(account.email);
    const response = await register({ ...account, password, password_confirmation: password });
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors).toEqual({ password: [message] });
    const stored = await server.database.sql.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
      account.email,
    ]);
    expect(stored).toHaveLength(0);
  });

  it('refuses an address already registered, in any letter case, on the email field', async () => {
    const account = newAccount({ email: `Taken-${Date.now()}@Example.com` });
    expect((await register(account)).status).toBe(201);
    const again = await register({ ...newAccount(), email: account.email.toLowerCase() });
    expect(again.status).toBe(422);
    expect(await readJson(again)).toEqual({
      message: messages.auth.emailTaken,
      errors: { email: [messages.auth.emailTaken] },
    });
  });

  it('lets exactly one of several concurrent registrations of one address through', async () => {
    const email = `race-${Date.now()}@example.com`;
    const csrf = await fetchCsrf(server.url);
    const attempts = await Promise.all(
      [email, email.toUpperCase(), email, email.toUpperCase(), email].map((address) =>
        postJson(server.url, '/api/sanc/register', newAccount({ email: address }), { csrf }),
      ),
    );
    const statuses = attempts.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422]);
    for (const response of attempts.filter((r) => r.status === 422)) {
      expect((await readJson(response)).errors).toEqual({ email: [messages.auth.emailTaken] });
    }
    const rows = await server.database.sql.query('SELECT id FROM users WHERE lower(email) = lower($1)', [
      email,
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('CSRF on the auth writes', () => {
  const writes = [
    '/api/sanc/register',
    '/api/sanc/login',
    '/api/sanc/login-with-token',
    '/api/sanc/login-link',
    '/api/forgot-password',
    '/api/reset-password',
    '/api/sanc/password',
    '/api/sanc/logout',
  ];

  it('GET /sanctum/csrf-cookie answers 204 with a readable, Lax, site-wide XSRF-TOKEN cookie', async () => {
    const response = await fetch(`${server.url}/sanctum/csrf-cookie`);
    expect(response.status).toBe(204);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it.each(writes)('%s answers 419 in Persian without the header, or with a different one', async (path) => {
    const csrf = await fetchCsrf(server.url);
    const withoutAnything = await postJson(server.url, path, newAccount(), { csrf: false });
    const withoutHeader = await postJson(server.url, path, newAccount(), {
      csrf: false,
      headers: { cookie: csrf.cookie },
    });
    const mismatched = await postJson(server.url, path, newAccount(), {
      csrf: { cookie: csrf.cookie, token: `${csrf.token.slice(0, -1)}x` },
    });
    for (const response of [withoutAnything, withoutHeader, mismatched]) {
      expect(response.status).toBe(419);
      expect(await readJson(response)).toEqual({ message: messages.auth.csrfMismatch });
    }
  });
});

describe('OpenAPI', () => {
  it('documents the auth calls, with the bearer scheme on signed-in ones', async () => {
    const document = await readJson<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>(await fetch(`${server.url}/api/openapi.json`));
    expect(document.paths['/api/sanc/register']?.post).toBeDefined();
    expect(document.paths['/sanctum/csrf-cookie']?.get).toBeDefined();
    expect(document.paths['/api/user']?.get?.security).toEqual([{ bearer: [] }]);
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });
});
