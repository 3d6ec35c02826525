import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { inBeforeAll } from './before-all.ts';
import { openTestDatabase, testDatabaseKind } from './test-database.ts';

export type CommandEnvironment = Record<string, string> & { DATA_DIR: string };

/**
 * The environment an operator command (`npm run users`, `npm run catalog`) runs with in a test: a
 * throwaway DATA_DIR, holding the embedded database, and on the postgres project a database of
 * its own (DATABASE_URL, migrated unless `migrated` is false), with `settings` added. The object
 * is filled in `beforeAll`; the database and the folder are removed in `afterAll`.
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
