import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@pardeh/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { buildServer } from '../../src/server.ts';
import { postJson, registerAccount } from '../support/auth-client.ts';
import { premiumClient } from '../support/premium-client.ts';
import { readJson } from '../support/read-json.ts';
import { linkIn, type SmtpCapture, startSmtpCapture } from '../support/smtp-capture.ts';
import type { TestApp } from '../support/test-app.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

/**
 * The JSON log of a real server through the account and gift flows, at debug level, where every
 * request gets a line: every line of a request carries its id, the id is echoed to the client (a
 * proxy's is kept when the proxy is trusted), and no password, token, gift code or configured
 * secret appears anywhere, not even in a failed query's error. At info level, as operators run
 * it, only failures and slow requests are logged.
 */
const PUBLIC_URL = 'https://pardeh.example';
const SMTP_PASSWORD = 'smtp-pass-Qw7vX2';
const MERCHANT_ID = 'zarinpal-merchant-5b1f7c9e';
const METRICS_TOKEN = 'metrics-token-9d4c2a7e1b';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url: string };
  err?: { message: string; stack: string };
  [key: string]: unknown;
}

let smtp: SmtpCapture;
let database: DatabaseHandle;
let app: FastifyInstance;
let server: TestApp;
let dataDir: string;
const logText: string[] = [];
const lines = () =>
  logText
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

beforeAll(async () => {
  smtp = await startSmtpCapture();
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-logs-test-'));
  const smtpUrl = new URL(smtp.url);
  smtpUrl.username = 'pardeh';
  smtpUrl.password = SMTP_PASSWORD;
  const config = loadConfig({
    LOG_LEVEL: 'debug',
    DATA_DIR: dataDir,
    PORT: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    TRUST_PROXY: 'true',
    PUBLIC_URL,
    SMTP_URL: smtpUrl.toString(),
    ZARINPAL_MERCHANT_ID: MERCHANT_ID,
    PAYMENT_SANDBOX: 'true',
    METRICS_TOKEN,
  });
  app = await buildServer({ config, database, logStream: { write: (line: string) => logText.push(line) } });
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  server = { url, app, database, dataDir, close: async () => {} };
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await smtp?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`structured logs (${testDatabaseKind()})`, () => {
  it('gives every request an id, echoed in X-Request-Id; a trusted proxy’s well-formed id is kept', async () => {
    const own = await fetch(`${server.url}/api/ping`);
    const ownId = own.headers.get('x-request-id') ?? '';
    expect(ownId).toMatch(/^[0-9a-f-]{36}$/);

    const proxied = await fetch(`${server.url}/api/ping`, { headers: { 'x-request-id': 'nginx-7f3a9c.01' } });
    expect(proxied.headers.get('x-request-id')).toBe('nginx-7f3a9c.01');

    for (const hostile of ['x'.repeat(65), 'id with spaces', '{"level":60}', 'a\u202eb']) {
      const response = await fetch(`${server.url}/api/ping`, {
        headers: { 'x-request-id': hostile },
      }).catch(() => undefined);
      // Headers fetch refuses to send are no test of the server.
      if (response) expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const completions = lines().filter((line) => line.msg === 'request completed');
    expect(completions.map((line) => line.reqId)).toEqual(expect.arrayContaining([ownId, 'nginx-7f3a9c.01']));
  });

  it('logs register, login, reset, sign-in link and redeem with request ids and without secrets', async () => {
    const password = 'Ketab-Khane-1403-Shab';
    const buyer = await registerAccount(server.url, { password });
    const login = await postJson(
      server.url,
      '/api/sanc/login',
      { email: buyer.email, password },
      { headers: { 'x-request-id': 'login-request-42' } },
    );
    expect(login.status).toBe(200);
    expect(login.headers.get('x-request-id')).toBe('login-request-42');
    const loginToken = (await readJson<AuthResponse>(login)).token;

    // Reset: the mailed link is visited (the token in its URL) and used.
    expect((await postJson(server.url, '/api/forgot-password', { email: buyer.email })).status).toBe(200);
    const resetLink = linkIn(await smtp.nextTo(buyer.email), `${PUBLIC_URL}/auth/reset-password/`);
    const resetToken = decodeURIComponent(resetLink.pathname.split('/').pop() ?? '');
    await (await fetch(`${server.url}${resetLink.pathname}${resetLink.search}`)).arrayBuffer();
    const newPassword = 'Bagh-e-Eram-Shiraz-88';
    const reset = await postJson(server.url, '/api/reset-password', {
      token: resetToken,
      email: buyer.email,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.status).toBe(200);

    // Sign-in link: mailed, then exchanged for a session.
    expect((await postJson(server.url, '/api/sanc/login-link', { email: buyer.email })).status).toBe(200);
    const signInLink = linkIn(await smtp.nextTo(buyer.email), `${PUBLIC_URL}/auth/login`);
    const signInToken = signInLink.searchParams.get('login_token') ?? '';
    await (await fetch(`${server.url}${signInLink.pathname}${signInLink.search}`)).arrayBuffer();
    const exchanged = await postJson(server.url, '/api/sanc/login-with-token', { token: signInToken });
    expect(exchanged.status).toBe(200);
    const buyerToken = (await readJson<AuthResponse>(exchanged)).token;

    // A gift, redeemed once while its table is unreachable (the failed query is logged) and once for real.
    const recipient = await registerAccount(server.url);
    const client = premiumClient(server);
    const { order } = await client.buyGift(buyerToken, {
      planId: 3,
      recipientEmail: recipient.email,
      gateway: 'sandbox',
    });
    const code = order.gift?.code ?? '';
    expect(code).not.toBe('');
    await database.sql.exec('ALTER TABLE gift_codes RENAME TO gift_codes_away');
    let failed: Response;
    try {
      failed = await client.redeem(recipient.token, code);
    } finally {
      await database.sql.exec('ALTER TABLE gift_codes_away RENAME TO gift_codes');
    }
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const failedId = failed.headers.get('x-request-id');
    expect((await client.redeem(recipient.token, code)).status).toBe(200);

    const log = logText.join('');
    const secrets = {
      password,
      newPassword,
      recipientPassword: recipient.password,
      buyerSession: buyer.token,
      loginSession: loginToken,
      exchangedSession: buyerToken,
      recipientSession: recipient.token,
      resetToken,
      signInToken,
      code,
      codeWithoutDashes: code.replace(/-/g, ''),
      SMTP_PASSWORD,
      MERCHANT_ID,
      METRICS_TOKEN,
    };
    for (const [name, secret] of Object.entries(secrets)) {
      expect(log.includes(secret), `${name} appears in the log`).toBe(false);
    }

    const parsed = lines();
    // Every line about a request names it; the login's lines carry the id its client sent.
    for (const line of parsed.filter((entry) => entry.req || entry.msg === 'request completed')) {
      expect(line.reqId).toBeTruthy();
    }
    const loginLines = parsed.filter((line) => line.reqId === 'login-request-42');
    expect(loginLines.map((line) => line.msg)).toEqual(['request completed']);
    expect(loginLines[0]?.req?.url).toBe('/api/sanc/login');
    expect(log).toContain('/auth/reset-password/[redacted]');
    expect(log).toContain('login_token=[redacted]');

    // The failed query is logged under its request's id, its SQL kept and its parameters not.
    const failure = parsed.find((line) => line.err && line.reqId === failedId);
    expect(failure?.err?.message).toMatch(/gift_codes/);
    expect(failure?.err?.message).toContain('params: [redacted]');
  });

  it('at info level, logs a request only when it failed or was slow, with its id', async () => {
    const level = app.log.level;
    app.log.level = 'info';
    try {
      const before = logText.length;
      const fine = await fetch(`${server.url}/api/ping`);
      expect(fine.status).toBe(200);
      await database.sql.exec('ALTER TABLE genres RENAME TO genres_away');
      let failed: Response;
      try {
        failed = await fetch(`${server.url}/api/genres`);
      } finally {
        await database.sql.exec('ALTER TABLE genres_away RENAME TO genres');
      }
      expect(failed.status).toBe(500);
      const written = logText
        .slice(before)
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine);
      expect(written.some((line) => line.reqId === fine.headers.get('x-request-id'))).toBe(false);
      const failure = written.filter((line) => line.reqId === failed.headers.get('x-request-id'));
      expect(failure.map((line) => line.msg)).toEqual(['unhandled error', 'request completed']);
      expect(failure[1]?.level).toBe(40);
    } finally {
      app.log.level = level;
    }
  });
});
