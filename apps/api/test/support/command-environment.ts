import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { inBeforeAll } from './before-all.ts';
import { createMigratedDataDir, openTestDatabase, testDatabaseKind } from './test-database.ts';

export type CommandEnvironment = Record<string, string> & { DATA_DIR: string };

/**
 * The environment an operator command (`npm run users`, `npm run catalog`) runs with in a test: a
 * throwaway DATA_DIR holding the embedded database, and on the postgres project a database of its
 * own (DATABASE_URL), with `settings` added. The database is migrated, as a server's first start
 * leaves it (operator commands never create one), unless `migrated` is false: then DATA_DIR is
 * empty, or the PostgreSQL database has no tables. The object is filled in `beforeAll`; the
 * database and the folder are removed in `afterAll`.
 */
export function useCommandEnvironment(
  folderPrefix: string,
  settings: Record<string, string> = {},
  { migrated = true } = {},
): CommandEnvironment {
  const env: CommandEnvironment = { DATA_DIR: '' };
  inBeforeAll(
    async () => {
      env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), folderPrefix));
      Object.assign(env, settings);
      if (migrated && testDatabaseKind() === 'pglite') await createMigratedDataDir(env.DATA_DIR);
      return env.DATA_DIR;
    },
    (dataDir) => fs.rmSync(dataDir, { recursive: true, force: true }),
  );
  inBeforeAll(
    async () => {
      if (testDatabaseKind() !== 'postgres') return null;
      const database = await openTestDatabase({ migrated });
      env.DATABASE_URL = database.url ?? '';
      return database;
    },
    (database) => database?.close(),
  );
  return env;
}

/** The database the commands write to, opened for the test to read or fill; the caller closes it. */
export function openCommandDatabase(env: CommandEnvironment): Promise<DatabaseHandle> {
  return openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
}

/**
 * The first line an operator command prints on stderr, naming the database it used: the
 * environment's PostgreSQL database, or its DATA_DIR, opened by the command itself or, when
 * `serverPid` is given, through that server.
 */
export function databaseLine(env: CommandEnvironment, serverPid?: number): string {
  if (env.DATABASE_URL) {
    const url = new URL(env.DATABASE_URL);
    return `Database: PostgreSQL at ${url.hostname}:${url.port}${url.pathname}\n`;
  }
  const through = serverPid === undefined ? '' : `, through the server (process ${serverPid})`;
  return `Database: embedded, ${env.DATA_DIR}${through}\n`;
}
