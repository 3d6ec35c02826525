import { openDatabase } from '../client.ts';
import { displayUrl, findPostgresTool, runPostgresTool, toolConnection } from './postgres-client-tools.ts';

/** Tables in the database's `public` schema: none in a database made for the restore. */
async function countTables(databaseUrl: string): Promise<number> {
  const database = await openDatabase({ databaseUrl });
  try {
    const [row] = await database.sql.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'",
    );
    return row?.count ?? 0;
  } finally {
    await database.close();
  }
}

/**
 * Empties the `public` schema (PostgreSQL 15's default rights on it included), so the restored
 * database holds exactly the backup: a table a later migration added would otherwise stay and
 * make that migration fail when it runs again.
 */
async function emptyPublicSchema(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl });
  try {
    await database.sql.exec(`BEGIN;
      DROP SCHEMA public CASCADE;
      CREATE SCHEMA public AUTHORIZATION pg_database_owner;
      GRANT USAGE ON SCHEMA public TO PUBLIC;
      COMMIT;`);
  } finally {
    await database.close();
  }
}

/**
 * `npm run db:restore` on PostgreSQL: `pg_restore` of a `db:backup` file, in one transaction,
 * into an empty database. A database with tables is replaced only with `force`.
 */
export async function restorePostgresDatabase(
  databaseUrl: string,
  file: string,
  { force = false } = {},
): Promise<string> {
  const pgRestore = findPostgresTool('pg_restore');
  const shown = displayUrl(databaseUrl);
  const tables = await countTables(databaseUrl);
  if (tables > 0 && !force) {
    throw new Error(
      `${shown} already has ${tables} tables. Restore into a new, empty database, or add --force to drop everything in it first (take a backup of it before).`,
    );
  }
  if (tables > 0) await emptyPublicSchema(databaseUrl);
  const { dbname, env } = toolConnection(databaseUrl);
  try {
    await runPostgresTool(
      pgRestore,
      [
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        file,
      ],
      env,
    );
  } catch (error) {
    const emptied = tables > 0 ? ' Its former content was dropped: the database is now empty.' : '';
    throw new Error(
      `Restoring ${file} into ${shown} failed; nothing of the backup was kept.${emptied}\n${(error as Error).message}`,
    );
  }
  return `Restored ${shown} from ${file} (the server applies newer migrations when it starts).`;
}
