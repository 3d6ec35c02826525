import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';

/** Long enough for any test's statement on a loaded host, short enough to end a hung one. */
const TEST_STATEMENT_TIMEOUT_MS = 60_000;

export type TestDatabaseKind = 'pglite' | 'postgres';

export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh database for one test file, migrated unless asked not to: in-memory PGlite, or a new
 * database on the test PostgreSQL server (dropped again on close).
 */
export async function openTestDatabase({ migrated = true } = {}): Promise<DatabaseHandle & { url?: string }> {
  if (testDatabaseKind() === 'pglite') {
    if (!migrated) return openDatabase({ inMemory: true });
    return openDatabase({ inMemory: true, copyOf: await migratedPglite() });
  }
  const adminUrl = inject('postgresAdminUrl');
  const name = `pardeh_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A request's 5 s statement deadline is for a server under its own load; a test's imports and
  // seeds share a CI host with a dozen other processes and may rightly run longer. The deadline
  // itself is tested on servers started with DATABASE_STATEMENT_TIMEOUT_SECONDS.
  const database = await openDatabase({
    databaseUrl: url.toString(),
    statementTimeoutMs: TEST_STATEMENT_TIMEOUT_MS,
  });
  if (migrated) await migrate(database.sql);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A migrated embedded database on disk in `dataDir` (created if needed), closed again: what a
 * server's first start leaves, ready for a server or an operator command to open.
 */
export async function createMigratedDataDir(dataDir: string): Promise<void> {
  await (await openDatabase({ dataDir, copyOf: await migratedPglite() })).close();
}

let migratedDump: Promise<Blob> | undefined;

/** A migrated embedded database, dumped once per test worker: copies of it open in a second. */
function migratedPglite(): Promise<Blob> {
  migratedDump ??= (async () => {
    const template = await openDatabase({ inMemory: true });
    try {
      await migrate(template.sql);
      const dump = await template.dumpDataDir?.();
      if (!dump) throw new Error('the embedded database did not dump');
      return dump;
    } finally {
      await template.close();
    }
  })();
  return migratedDump;
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
