import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { SqlRunner } from './client.ts';

type Location = Pick<AppConfig, 'databaseUrl' | 'dataDir'>;

/** Whether `dataDir` holds an embedded database (PGlite writes PG_VERSION when it creates one). */
export const hasEmbeddedDatabase = (dataDir: string) =>
  fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));

/**
 * The configured database in one phrase for operators: `embedded, /srv/pardeh/var` or
 * `PostgreSQL at db.example:5432/pardeh` (never the user or the password).
 */
export function describeDatabase({ databaseUrl, dataDir }: Location): string {
  if (!databaseUrl) return `embedded, ${dataDir}`;
  const url = new URL(databaseUrl);
  // A socket directory may come as ?host=/var/run/postgresql instead of a host name.
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username);
  return `PostgreSQL at ${host}:${url.port || '5432'}/${database}`;
}

/**
 * An operator command pointed at a place that holds no site database: a mistyped or missing
 * DATA_DIR (relative ones are read from the repository's root, where `npm run` runs), or a
 * DATABASE_URL naming the wrong database. Commands refuse rather than create one.
 */
export class NoSiteDatabaseError extends Error {
  constructor(location: Location) {
    super(
      location.databaseUrl
        ? `${describeDatabase(location)} holds no Pardeh tables (never migrated): nothing was changed. ` +
            "Set DATABASE_URL to the site's database (npm run db:migrate prepares a new one)."
        : `There is no embedded database in ${location.dataDir}: nothing was created. Set DATA_DIR to ` +
            "the server's data directory (the folder holding pglite/), or DATABASE_URL for PostgreSQL " +
            '(npm run db:migrate creates a new database).',
    );
  }
}

/** Refuses a database that migrations never ran on (see NoSiteDatabaseError); resolves otherwise. */
export async function requireSiteDatabase(sql: Pick<SqlRunner, 'query'>, location: Location): Promise<void> {
  const [row] = await sql.query<{ migrated: boolean }>(
    "SELECT to_regclass('public.schema_migrations') IS NOT NULL AS migrated",
  );
  if (!row?.migrated) throw new NoSiteDatabaseError(location);
}
