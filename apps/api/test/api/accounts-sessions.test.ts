import { type AuthResponse, authFieldMessages, type MessageResponse } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { fetchCurrentUser, postJson, registerAccount } from '../support/auth-client.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' });
});
afterAll(() => server.close());

const login = (email: string, password: string) =>
  postJson(server.url, '/api/sanc/login', { email, password });
const sessionIdOf = (token: string) => Number(token.split('.')[0]);
const expectUnauthorized = async (response: Response) => {
  expect(response.status).toBe(401);
  expect(await readJson(response)).toEqual({ message: messages.unauthorized });
};

describe(`POST /api/sanc/login (${testDatabaseKind()})`, () => {
  it('answers 200 {token, user} with a new session, whatever the address letter case', async () => {
    const account = await registerAccount(server.url);
    const response = await login(account.email.toUpperCase(), account.password);
    expect(response.status).toBe(200);
    const body = await readJson<AuthResponse>(response);
    expect(body.user).toEqual(account.user);
    expect(body.token).not.toBe(account.token);
    expect((await fetchCurrentUser(server.url, body.token)).status).toBe(200);
  });

  it('gives a wrong password and an unknown address the same 422, naming neither', async () => {
    const account = await registerAccount(server.url);
    const wrongPassword = await login(account.email, 'not-the-password-1');
    const unknownAddress = await login(`nobody-${Date.now()}@example.com`, account.password);
    for (const response of [wrongPassword, unknownAddress]) {
      expect(response.status).toBe(422);
      expect(await readJson(response)).toEqual({ message: messages.auth.invalidCredentials });
    }
  });

  it('validates the body with Persian field messages', async () => {
    const response = await postJson(server.url, '/api/sanc/login', { email: 'x', password: '' });
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors).toEqual({
      email: [authFieldMessages.emailInvalid],
      password: [authFieldMessages.passwordRequired],
    });
  });
});

describe('GET /api/user', () => {
  it('answers 401 in Persian without a token, with a malformed one, or with a wrong secret', async () => {
    const account = await registerAccount(server.url);
    const [id] = account.token.split('.');
    await expectUnauthorized(await fetchCurrentUser(server.url));
    await expectUnauthorized(await fetchCurrentUser(server.url, 'garbage'));
    await expectUnauthorized(await fetchCurrentUser(server.url, `${id}.${'A'.repeat(43)}`));
    await expectUnauthorized(await fetchCurrentUser(server.url, `999999.${account.token.split('.')[1]}`));
  });

  it('answers 401 once the session has expired', async () => {
    const account = await registerAccount(server.url);
    await server.database.sql.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [sessionIdOf(account.token)],
    );
    await expectUnauthorized(await fetchCurrentUser(server.url, account.token));
  });

  it('reports premium as active only until it expires', async () => {
    const account = await registerAccount(server.url);
    const future = new Date(Date.now() + 86_400_000);
    await server.database.sql.query(
      'UPDATE users SET premium_plan_id = 3, premium_expires_at = $2, new_notifications = true WHERE id = $1',
      [account.user.id, future.toISOString()],
    );
    const active = await readJson<{ data: AuthResponse['user'] }>(
      await fetchCurrentUser(server.url, account.token),
    );
    expect(active.data.premium).toEqual({ active: true, planId: 3, expiresAt: future.toISOString() });
    expect(active.data.newNotifications).toBe(true);
    await server.database.sql.query(
      `UPDATE users SET premium_expires_at = now() - interval '1 minute' WHERE id = $1`,
      [account.user.id],
    );
    const lapsed = await readJson<{ data: AuthResponse['user'] }>(
      await fetchCurrentUser(server.url, account.token),
    );
    expect(lapsed.data.premium.active).toBe(false);
    expect(lapsed.data.premium.planId).toBe(3);
  });

  it('records use at most once a minute and slides the expiry forward', async () => {
    const account = await registerAccount(server.url);
    const id = sessionIdOf(account.token);
    const read = async () =>
      (
        await server.database.sql.query<{ last_used_at: Date; expires_at: Date }>(
          'SELECT last_used_at, expires_at FROM sessions WHERE id = $1',
          [id],
        )
      )[0];
    const fresh = await read();
    await fetchCurrentUser(server.url, account.token);
    expect((await read())?.last_used_at).toEqual(fresh?.last_used_at);

    await server.database.sql.query(
      `UPDATE sessions SET last_used_at = now() - interval '2 minutes', expires_at = now() + interval '1 day' WHERE id = $1`,
      [id],
    );
    await fetchCurrentUser(server.url, account.token);
    const touched = await read();
    expect(Date.now() - new Date(touched?.last_used_at ?? 0).getTime()).toBeLessThan(30_000);
    expect(new Date(touched?.expires_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});

describe('POST /api/sanc/logout', () => {
  it('revokes the session token it carries, and only that one', async () => {
    const account = await registerAccount(server.url);
    const other = await readJson<AuthResponse>(await login(account.email, account.password));
    const response = await postJson(server.url, '/api/sanc/logout', undefined, { bearer: account.token });
    expect(response.status).toBe(204);
    await expectUnauthorized(await fetchCurrentUser(server.url, account.token));
    expect((await fetchCurrentUser(server.url, other.token)).status).toBe(200);
    const [row] = await server.database.sql.query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM sessions WHERE id = $1',
      [sessionIdOf(account.token)],
    );
    expect(row?.revoked_at).not.toBeNull();
  });

  it("accepts the web app's bodiless POST labelled as JSON", async () => {
    const account = await registerAccount(server.url);
    const response = await postJson(server.url, '/api/sanc/logout', undefined, {
      bearer: account.token,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(204);
  });

  it('answers 401 without a live session', async () => {
    await expectUnauthorized(await postJson(server.url, '/api/sanc/logout', undefined));
  });
});

describe('POST /api/sanc/password', () => {
  const change = (bearer: string, body: Record<string, string>) =>
    postJson(server.url, '/api/sanc/password', body, { bearer });

  it('refuses a wrong current password on current_password', async () => {
    const account = await registerAccount(server.url);
    const response = await change(account.token, {
      current_password: 'wrong-password-9',
      password: 'brand-new-pass-2',
      password_confirmation: 'brand-new-pass-2',
    });
    expect(response.status).toBe(422);
    expect(await readJson(response)).toEqual({
      message: messages.auth.wrongCurrentPassword,
      errors: { current_password: [messages.auth.wrongCurrentPassword] },
    });
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('applies the new-password rules', async () => {
    const account = await registerAccount(server.url);
    const response = await change(account.token, {
      current_password: account.password,
      password: '123456789',
      password_confirmation: '12345678',
    });
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors).toEqual({
      password: [authFieldMessages.passwordOnlyDigits],
      password_confirmation: [authFieldMessages.confirmationMismatch],
    });
  });

  it.each([
    ['a common password', () => 'iloveyou1', messages.passwords.tooCommon],
    ['the account’s own address', (email: string) => email, authFieldMessages.passwordEqualsEmail],
    [
      'its address before the @, in capitals',
      (email: string) => (email.split('@')[0] ?? '').toUpperCase(),
      authFieldMessages.passwordEqualsEmail,
    ],
  ])('refuses %s as the new password, keeping the old one', async (_label, passwordFor, message) => {
    const account = await registerAccount(server.url);
    const password = passwordFor(account.email);
    const response = await change(account.token, {
      current_password: account.password,
      password,
      password_confirmation: password,
    });
    expect(response.status).toBe(422);
    expect((await readJson(response)).errors).toEqual({ password: [message] });
    expect((await login(account.email, account.password)).status).toBe(200);
  });

  it('changes the password, keeps this session and signs out the others', async () => {
    const account = await registerAccount(server.url);
    const other = await readJson<AuthResponse>(await login(account.email, account.password));
    const response = await change(account.token, {
      current_password: account.password,
      password: 'brand-new-pass-2',
      password_confirmation: 'brand-new-pass-2',
    });
    expect(response.status).toBe(200);
    expect(await readJson<MessageResponse>(response)).toEqual({ message: messages.auth.passwordChanged });
    expect((await fetchCurrentUser(server.url, account.token)).status).toBe(200);
    await expectUnauthorized(await fetchCurrentUser(server.url, other.token));
    expect((await login(account.email, account.password)).status).toBe(422);
    expect((await login(account.email, 'brand-new-pass-2')).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    await expectUnauthorized(
      await postJson(server.url, '/api/sanc/password', {
        current_password: 'whatever-1',
        password: 'brand-new-pass-2',
        password_confirmation: 'brand-new-pass-2',
      }),
    );
  });
});
