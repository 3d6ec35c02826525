import fs from 'node:fs';
import path from 'node:path';
import { type AuthResponse, authFieldMessages, type MessageResponse } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { fetchCurrentUser, postJson, registerAccount } from '../support/auth-client.ts';
import { readJson } from '../support/read-json.ts';
import { linkIn, useSmtpCapture } from '../support/smtp-capture.ts';
import { useTestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

const PUBLIC_URL = 'https://pardeh.example';
const smtp = useSmtpCapture();
const server = useTestApp(() => ({
  SMTP_URL: smtp.url,
  PUBLIC_URL,
  MAIL_FROM: 'Pardeh <no-reply@pardeh.example>',
  AUTH_RATE_LIMIT_PER_IP: '1000',
  AUTH_RATE_LIMIT_PER_EMAIL: '1000',
}));

const post = (route: string, body: unknown) => postJson(server.url, route, body);
const login = (email: string, password: string) => post('/api/sanc/login', { email, password });
const tokenIdOf = (token: string) => Number(token.split('.')[0]);

/** Asks for a reset link and returns the token and address the emailed link carries. */
async function resetLinkFor(email: string) {
  expect((await post('/api/forgot-password', { email })).status).toBe(200);
  const link = linkIn(await smtp.nextTo(email), `${PUBLIC_URL}/auth/reset-password/`);
  const token = decodeURIComponent(link.pathname.split('/').pop() ?? '');
  return { link, token, email: link.searchParams.get('email') ?? '' };
}

async function loginTokenFor(email: string) {
  expect((await post('/api/sanc/login-link', { email })).status).toBe(200);
  const link = linkIn(await smtp.nextTo(email), `${PUBLIC_URL}/auth/login?`);
  return link.searchParams.get('login_token') ?? '';
}

describe(`password reset by email (${testDatabaseKind()})`, () => {
  it('answers an unknown and a known address identically, and mails only the known one', async () => {
    const account = await registerAccount(server.url);
    const nobody = `nobody-${Date.now()}@example.com`;
    const unknown = await post('/api/forgot-password', { email: nobody });
    const known = await post('/api/forgot-password', { email: account.email.toUpperCase() });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    const [unknownBody, knownBody] = [
      await readJson<MessageResponse>(unknown),
      await readJson<MessageResponse>(known),
    ];
    expect(unknownBody).toEqual({ message: messages.auth.resetLinkSent });
    expect(knownBody).toEqual(unknownBody);
    await smtp.nextTo(account.email);
    expect(smtp.messagesTo(nobody)).toEqual([]);
    expect(fs.existsSync(path.join(server.dataDir, 'outbox'))).toBe(false);
  });

  it('sends a Persian right-to-left message with a plain-text part and the documented link', async () => {
    const account = await registerAccount(server.url, { name: 'سارا <b>' });
    expect((await post('/api/forgot-password', { email: account.email })).status).toBe(200);
    const mail = await smtp.nextTo(account.email);
    expect(mail.subject).toBe(messages.email.resetSubject);
    expect(mail.from?.text).toContain('no-reply@pardeh.example');
    expect(mail.text).toContain(messages.email.greeting('سارا <b>'));
    expect(mail.html).toMatch(/<html lang="fa" dir="rtl">/);
    expect(mail.html).toContain('سارا &#60;b&#62;');
    const link = linkIn(mail, `${PUBLIC_URL}/auth/reset-password/`);
    expect(link.pathname).toMatch(/^\/auth\/reset-password\/\d+\.[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get('email')).toBe(account.email);
    expect(mail.html).toContain(link.toString().replace(/&/g, '&#38;'));
  });

  it('resets the password with the emailed link and signs every session out', async () => {
    const account = await registerAccount(server.url);
    const second = await readJson<AuthResponse>(await login(account.email, account.password));
    const { token, email } = await resetLinkFor(account.email);

    const response = await post('/api/reset-password', {
      token,
      email,
      password: 'reset-pass-word-3',
      password_confirmation: 'reset-pass-word-3',
    });
    expect(response.status).toBe(200);
    expect(await readJson<MessageResponse>(response)).toEqual({ message: messages.auth.passwordReset });
    for (const sessionToken of [account.token, second.token]) {
      expect((await fetchCurrentUser(server.url, sessionToken)).status).toBe(401);
    }
    expect((await login(account.email, account.password)).status).toBe(422);
    expect((await login(account.email, 'reset-pass-word-3')).status).toBe(200);

    const reused = await post('/api/reset-password', {
      token,
      email,
      password: 'another-pass-4',
      password_confirmation: 'another-pass-4',
    });
    expect(reused.status).toBe(422);
    expect(await readJson(reused)).toEqual({
      message: messages.auth.invalidResetLink,
      errors: { token: [messages.auth.invalidResetLink] },
    });
  });

  it('refuses an expired link, and a link used with another address (which stays usable)', async () => {
    const account = await registerAccount(server.url);
    const other = await registerAccount(server.url);
    const body = { password: 'reset-pass-word-3', password_confirmation: 'reset-pass-word-3' };

    const first = await resetLinkFor(account.email);
    const wrongAddress = await post('/api/reset-password', {
      ...body,
      token: first.token,
      email: other.email,
    });
    expect(wrongAddress.status).toBe(422);
    expect((await readJson(wrongAddress)).message).toBe(messages.auth.invalidResetLink);
    expect(
      (await post('/api/reset-password', { ...body, token: first.token, email: first.email })).status,
    ).toBe(200);

    const second = await resetLinkFor(account.email);
    await server.database.sql.query(
      `UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [tokenIdOf(second.token)],
    );
    const expired = await post('/api/reset-password', { ...body, token: second.token, email: second.email });
    expect(expired.status).toBe(422);
    expect((await readJson(expired)).message).toBe(messages.auth.invalidResetLink);
  });

  it('refuses a common password or the address as the new one, leaving the link usable', async () => {
    const account = await registerAccount(server.url);
    const { token, email } = await resetLinkFor(account.email);
    for (const [password, message] of [
      ['123qwe123qwe', messages.passwords.tooCommon],
      [email.toUpperCase(), authFieldMessages.passwordEqualsEmail],
    ] as const) {
      const response = await post('/api/reset-password', {
        token,
        email,
        password,
        password_confirmation: password,
      });
      expect(response.status).toBe(422);
      expect((await readJson(response)).errors).toEqual({ password: [message] });
    }
    const strong = {
      token,
      email,
      password: 'reset-pass-word-3',
      password_confirmation: 'reset-pass-word-3',
    };
    expect((await post('/api/reset-password', strong)).status).toBe(200);
  });

  it('stores only a hash of the reset token, expiring in 60 minutes', async () => {
    const account = await registerAccount(server.url);
    const { token } = await resetLinkFor(account.email);
    const [row] = await server.database.sql.query<{ token_hash: string; kind: string; minutes: number }>(
      `SELECT token_hash, kind, extract(epoch FROM expires_at - created_at) / 60 AS minutes
         FROM one_time_tokens WHERE id = $1`,
      [tokenIdOf(token)],
    );
    expect(row?.kind).toBe('password_reset');
    expect(Number(row?.minutes)).toBeCloseTo(60, 0);
    expect(row?.token_hash).not.toContain(token.split('.')[1]);
  });
});

describe('sign-in links', () => {
  it('answers an unknown and a known address identically', async () => {
    const account = await registerAccount(server.url);
    const unknown = await post('/api/sanc/login-link', { email: `nobody-${Date.now()}@example.com` });
    const known = await post('/api/sanc/login-link', { email: account.email });
    expect(unknown.status).toBe(200);
    expect(await readJson(unknown)).toEqual({ message: messages.auth.loginLinkSent });
    expect(await readJson(known)).toEqual({ message: messages.auth.loginLinkSent });
    const mail = await smtp.nextTo(account.email);
    expect(mail.subject).toBe(messages.email.loginSubject);
  });

  it('signs in once with the emailed token, then refuses it', async () => {
    const account = await registerAccount(server.url);
    const loginToken = await loginTokenFor(account.email);
    const response = await post('/api/sanc/login-with-token', { token: loginToken });
    expect(response.status).toBe(200);
    const body = await readJson<AuthResponse>(response);
    expect(body.user).toEqual(account.user);
    expect((await fetchCurrentUser(server.url, body.token)).status).toBe(200);

    const reused = await post('/api/sanc/login-with-token', { token: loginToken });
    expect(reused.status).toBe(422);
    expect(await readJson(reused)).toEqual({
      message: messages.auth.invalidLoginLink,
      errors: { token: [messages.auth.invalidLoginLink] },
    });
  });

  it('lets only one of two concurrent uses of a token through', async () => {
    const account = await registerAccount(server.url);
    const loginToken = await loginTokenFor(account.email);
    const statuses = (
      await Promise.all([1, 2].map(() => post('/api/sanc/login-with-token', { token: loginToken })))
    ).map((response) => response.status);
    expect(statuses.sort()).toEqual([200, 422]);
  });

  it('refuses an expired, a forged and a malformed token', async () => {
    const account = await registerAccount(server.url);
    const loginToken = await loginTokenFor(account.email);
    await server.database.sql.query(
      `UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [tokenIdOf(loginToken)],
    );
    const fresh = await loginTokenFor(account.email);
    for (const token of [loginToken, `${tokenIdOf(fresh)}.${'x'.repeat(43)}`, 'not-a-token']) {
      const response = await post('/api/sanc/login-with-token', { token });
      expect(response.status).toBe(422);
      expect((await readJson(response)).message).toBe(messages.auth.invalidLoginLink);
    }
    expect((await post('/api/sanc/login-with-token', { token: fresh })).status).toBe(200);
  });

  it('does not accept a reset token as a sign-in token', async () => {
    const account = await registerAccount(server.url);
    const { token } = await resetLinkFor(account.email);
    expect((await post('/api/sanc/login-with-token', { token })).status).toBe(422);
  });
});
