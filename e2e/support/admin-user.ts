import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AuthResponse } from '@pardeh/contract';
import type { BrowserContext } from 'playwright-core';
import { promoteUser } from '../../apps/api/src/accounts/promote-user.ts';
import { createUser } from '../../apps/api/src/accounts/register-user.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import { openDatabaseFor } from '../../apps/api/src/db/open-for-config.ts';
import { postJson } from '../../apps/api/test/support/auth-client.ts';
import { freePort } from '../../apps/api/test/support/free-port.ts';
import { type ServerProcess, startServerProcess } from '../../apps/api/test/support/run-server-process.ts';

/** The administrator every console test signs in as. */
export const operatorAccount = {
  email: 'operator@pardeh.test',
  password: 'operator-secret-1',
  name: 'مدیر پرده',
} as const;

export interface AdminApp {
  /** The server's origin, without a trailing slash. */
  baseUrl: string;
  /** The server's DATA_DIR, removed by `stop`. */
  dataDir: string;
  url(pathname: string): string;
  /** The operator's session token (the `token` cookie's value). */
  operatorToken: string;
  server: ServerProcess;
  stop(): Promise<void>;
}

/**
 * Prepares a fresh database as `npm run users -- create|promote` would (the embedded database
 * allows one process, so before the server opens it): migrations, the operator's account made an
 * administrator, then whatever `seed` writes (a small catalogue through the test factory).
 */
export async function prepareOperatorDatabase(
  dataDir: string,
  seed?: (database: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const database = await openDatabaseFor(loadConfig({ DATA_DIR: dataDir }), { operatorWork: true });
  try {
    await migrate(database.sql);
    await createUser(database.db, operatorAccount);
    await promoteUser(database.db, operatorAccount.email);
    await seed?.(database);
  } finally {
    await database.close();
  }
}

/**
 * A server of the test file's own over a throwaway DATA_DIR holding the operator and `seed`
 * (no demo catalogue), serving the built web app; the operator signed in through the real login.
 */
export async function startAdminApp(options: {
  seed?: (database: DatabaseHandle) => Promise<void>;
  env?: Record<string, string>;
}): Promise<AdminApp> {
  const webDist = process.env.E2E_WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../apps/web/dist');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-e2e-admin-'));
  await prepareOperatorDatabase(dataDir, options.seed);
  // The port is chosen first so PUBLIC_URL names the server itself: links in its e-mails, and
  // the origin its upload endpoint's CORS allows.
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    SEED_CATALOGUE: 'false',
    ...options.env,
  });
  const token = await signInOperator(baseUrl);
  return {
    baseUrl,
    dataDir,
    url: (pathname) => `${baseUrl}${pathname}`,
    operatorToken: token,
    server,
    async stop() {
      await server.stop('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The operator's session token, from the real login; the shared e2e server has the operator too. */
export async function signInOperator(baseUrl: string): Promise<string> {
  const login = await postJson(baseUrl, '/api/sanc/login', {
    email: operatorAccount.email,
    password: operatorAccount.password,
  });
  if (login.status !== 200) throw new Error(`operator login answered ${login.status}: ${await login.text()}`);
  return ((await login.json()) as AuthResponse).token;
}

/** Signs a browser context in with a session token, as the login page leaves it (the `token` cookie). */
export const signInWithToken = (context: BrowserContext, baseUrl: string, token: string) =>
  context.addCookies([{ name: 'token', value: token, url: `${baseUrl}/` }]);
