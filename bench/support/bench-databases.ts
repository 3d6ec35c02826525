import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../apps/api/src/db/client.ts';
import { migrate } from '../../apps/api/src/db/migrate.ts';
import startTestPostgres from '../../apps/api/test/support/postgres-server.ts';

/**
 * PostgreSQL for a benchmark: DATABASE_URL's server when set, otherwise a throwaway server on
 * 127.0.0.1 started exactly as the API tests start theirs (initdb with C.UTF-8, no fsync).
 */
export async function startBenchPostgres(): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  if (process.env.DATABASE_URL) return { adminUrl: process.env.DATABASE_URL, stop: async () => {} };
  let adminUrl = '';
  // The test setup hands its URL to Vitest's `provide`; this stands in for it.
  const stop = await startTestPostgres({
    provide: (_key: string, url: string) => {
      adminUrl = url;
    },
  } as unknown as Parameters<typeof startTestPostgres>[0]);
  // The server runs detached: a benchmark interrupted (Ctrl-C, or `npm run bench` stopped) must
  // still stop it, or it outlives the run.
  const onSignal = (signal: NodeJS.Signals) => {
    void Promise.resolve(stop?.()).finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    adminUrl,
    stop: async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await stop?.();
    },
  };
}

const BULK_STATEMENT_TIMEOUT_MS = 60 * 60_000;

/** A new, empty database called `name` on that server (an earlier one is dropped); its URL. */
export async function createEmptyBenchDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, migrated database called `name` on that server; its URL and an open handle. */
export async function createBenchDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; database: DatabaseHandle }> {
  const url = new URL(await createEmptyBenchDatabase(adminUrl, name));
  // Generating and indexing a large catalogue runs statements for minutes: no request's deadline here.
  const database = await openDatabase({
    databaseUrl: url.toString(),
    statementTimeoutMs: BULK_STATEMENT_TIMEOUT_MS,
  });
  await migrate(database.sql);
  return { url: url.toString(), database };
}
