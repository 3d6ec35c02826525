import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@pardeh/contract';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { fetchCurrentUser, postJson, registerAccount } from '../support/auth-client.ts';
import { readJson } from '../support/read-json.ts';
import { type ServerProcess, startServerProcess } from '../support/run-server-process.ts';
import { linkIn } from '../support/smtp-capture.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

/**
 * Without SMTP_URL the real server writes messages to DATA_DIR/outbox and logs the link; its log
 * must carry no password, session token or token-bearing URL otherwise. At debug level, where
 * every request gets a line (at info only failed and slow ones do), so the visited link's is there.
 */
describe(`mail without SMTP_URL (${testDatabaseKind()})`, () => {
  const PUBLIC_URL = 'https://pardeh.example';
  let dataDir: string;
  let server: ServerProcess;
  let base: string;
  let closeDatabase = async () => {};

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-outbox-'));
    const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'debug', SMTP_URL: '', PUBLIC_URL };
    if (testDatabaseKind() === 'postgres') {
      const database = await openTestDatabase();
      env.DATABASE_URL = database.url ?? '';
      closeDatabase = () => database.close();
    }
    server = await startServerProcess(env);
    base = server.url.replace(/\/$/, '');
  });
  afterAll(async () => {
    await server.stop();
    await closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const outboxFiles = () => {
    const dir = path.join(dataDir, 'outbox');
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
  };

  async function waitForOutboxFile(): Promise<string> {
    await expect.poll(outboxFiles, { timeout: 10_000 }).not.toEqual([]);
    return path.join(dataDir, 'outbox', outboxFiles()[0] as string);
  }

  it('writes the reset message as an .eml file, logs its link, and the link works', async () => {
    const account = await registerAccount(base);
    expect((await postJson(base, '/api/forgot-password', { email: account.email })).status).toBe(200);
    const file = await waitForOutboxFile();
    const mail = await simpleParser(fs.readFileSync(file));
    expect(mail.subject).toBe(messages.email.resetSubject);
    expect(mail.html).toMatch(/dir="rtl"/);
    const link = linkIn(mail, `${PUBLIC_URL}/auth/reset-password/`);
    const token = decodeURIComponent(link.pathname.split('/').pop() ?? '');
    expect(server.output()).toContain(link.toString());

    // Opening the link (the web app's page) must not put the token in the request log.
    await fetch(`${base}${link.pathname}${link.search}`);
    // The request's log line is there first, then it can be checked for what it must not hold.
    await expect.poll(() => server.output()).toMatch(/auth\/reset-password\/\[redacted\]/);
    const logAfterVisit = server.output().replace(link.toString(), '');
    expect(logAfterVisit).not.toContain(token.split('.')[1]);

    const reset = await postJson(base, '/api/reset-password', {
      token,
      email: link.searchParams.get('email'),
      password: 'outbox-reset-5',
      password_confirmation: 'outbox-reset-5',
    });
    expect(reset.status).toBe(200);
    expect((await fetchCurrentUser(base, account.token)).status).toBe(401);
    const signedIn = await postJson(base, '/api/sanc/login', {
      email: account.email,
      password: 'outbox-reset-5',
    });
    expect(signedIn.status).toBe(200);

    const log = server.output();
    for (const secret of [
      account.password,
      'outbox-reset-5',
      account.token,
      (await readJson<AuthResponse>(signedIn)).token,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
