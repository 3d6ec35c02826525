import type { AuthResponse } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { runUsersCommand } from '../../src/cli/users-command.ts';
import { postJson } from '../support/auth-client.ts';
import { databaseLine, openCommandDatabase, useCommandEnvironment } from '../support/command-environment.ts';
import { operatorCommandOutcome } from '../support/operator-command-outcome.ts';
import { readJson } from '../support/read-json.ts';
import { startServerProcess } from '../support/run-server-process.ts';
import { runUsersCli } from '../support/run-users-cli.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

/**
 * `npm run users`, spawned as a real process against a throwaway DATA_DIR (or test database).
 * Each run opens the database and checks migrations (about 3 s here), hence the long timeouts.
 */
describe(`npm run users (${testDatabaseKind()})`, () => {
  const publicUrl = 'https://pardeh.example';
  // The server only signs people in here: no default catalogue to write first.
  const env = useCommandEnvironment('pardeh-users-cli-', {
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'warn',
    SEED_CATALOGUE: 'false',
  });

  const isAdmin = async (email: string) => {
    const database = await openCommandDatabase(env);
    try {
      const [row] = await database.sql.query<{ is_admin: boolean }>(
        'SELECT is_admin FROM users WHERE lower(email) = lower($1)',
        [email],
      );
      return row?.is_admin;
    } finally {
      await database.close();
    }
  };

  it('creates accounts, promotes them and prints single-use sign-in links that work', async () => {
    const created = await runUsersCli(['create', 'Operator@Example.com', '--name', 'مدیر سایت'], env);
    expect(created.stderr).toBe(databaseLine(env));
    expect(created.code).toBe(0);
    const password = /Password \(shown once, not stored\): (\S+)/.exec(created.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);

    const withPassword = await runUsersCli(
      ['create', 'second@example.com', '--password', 'chosen-pass-1'],
      env,
    );
    expect(withPassword.code).toBe(0);
    expect(withPassword.stdout).not.toMatch(/Password/);

    const duplicate = await runUsersCli(['create', 'operator@example.com'], env);
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/already exists/);

    const promoted = await runUsersCli(['promote', 'operator@example.com'], env);
    expect(promoted.code).toBe(0);
    expect(await isAdmin('operator@example.com')).toBe(true);
    expect(await isAdmin('second@example.com')).toBe(false);

    const link = await runUsersCli(['login-link', 'operator@example.com'], env);
    expect(link.code).toBe(0);
    const url = new URL(/https:\/\/\S+/.exec(link.stdout)?.[0] ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${publicUrl}/auth/login`);
    const loginToken = url.searchParams.get('login_token') ?? '';

    const server = await startServerProcess(env);
    try {
      const base = server.url.replace(/\/$/, '');
      const byPassword = await postJson(base, '/api/sanc/login', { email: 'operator@example.com', password });
      expect(byPassword.status).toBe(200);
      expect((await readJson<AuthResponse>(byPassword)).user.name).toBe('مدیر سایت');
      expect(
        (await postJson(base, '/api/sanc/login', { email: 'second@example.com', password: 'chosen-pass-1' }))
          .status,
      ).toBe(200);
      const byLink = await postJson(base, '/api/sanc/login-with-token', { token: loginToken });
      expect(byLink.status).toBe(200);
      expect((await readJson<AuthResponse>(byLink)).user.email).toBe('Operator@Example.com');
      expect((await postJson(base, '/api/sanc/login-with-token', { token: loginToken })).status).toBe(422);

      // While the server runs (through it, on the embedded database: operator-commands.test.ts).
      const promoted = await runUsersCli(['promote', 'second@example.com'], env);
      expect(promoted.code).toBe(0);
      expect(promoted.stdout).toBe('second@example.com is now an administrator.\n');
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(await isAdmin('second@example.com')).toBe(true);
  }, 180_000);

  it('explains unknown accounts, bad input and missing arguments', async () => {
    // In this process on the test database: the spawned runs above cover the command's wiring.
    const database = await openTestDatabase();
    const users = (args: string[]) =>
      operatorCommandOutcome(() => runUsersCommand(database.db, publicUrl, args));
    try {
      const unknown = await users(['promote', 'nobody@example.com']);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/No account with nobody@example.com/);

      const badEmail = await users(['create', 'not-an-email']);
      expect(badEmail.code).toBe(1);
      expect(badEmail.stderr).toMatch(/Invalid email/);

      const weak = await users(['create', 'weak@example.com', '--password', '12345678']);
      expect(weak.code).toBe(1);
      expect(weak.stderr).toMatch(/Invalid password/);

      const missing = await users(['create']);
      expect(missing.code).toBe(1);
      expect(missing.stderr).toMatch(/Usage: npm run users/);
    } finally {
      await database.close();
    }
  });
});
