import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { buildServer } from '../../src/server.ts';
import { inBeforeAll } from './before-all.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  /** Origin of the listening server, e.g. http://127.0.0.1:41234 */
  url: string;
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real server on a free port over a fresh database, for API tests that speak HTTP to it.
 * `env` adds configuration the way an operator would set it; `prepare` adds hooks before it listens.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  prepare?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const database = await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-api-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    PORT: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // Tests pose as many clients through X-Forwarded-For, as a reverse proxy would report them.
    TRUST_PROXY: 'true',
    ...env,
  });
  const app = await buildServer({ config, database });
  prepare?.(app);
  const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  // As main.ts does: links the app sends out (gateways, callbacks, mail) reach this server.
  if (config.publicUrl.endsWith(':0')) config.publicUrl = url;
  return {
    url,
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A test file's (or describe block's) server: started in `beforeAll` with `env` (a function when
 * the settings are known only then, such as another service's address), closed in `afterAll`.
 * Returns a stand-in whose fields read the started server, so tests use it as the server itself.
 */
export function useTestApp(
  env: Record<string, string> | (() => Record<string, string>) = {},
  prepare?: (app: FastifyInstance) => void,
): TestApp {
  const server = inBeforeAll(
    () => startTestApp(typeof env === 'function' ? env() : env, prepare),
    (started) => started.close(),
  );
  return {
    get url() {
      return server().url;
    },
    get app() {
      return server().app;
    },
    get database() {
      return server().database;
    },
    get dataDir() {
      return server().dataDir;
    },
    close: () => server().close(),
  };
}
