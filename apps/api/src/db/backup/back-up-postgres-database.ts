import { formatMegabytes, writeBackupFile } from './backup-files.ts';
import { displayUrl, findPostgresTool, runPostgresTool, toolConnection } from './postgres-client-tools.ts';

/**
 * `npm run db:backup` on PostgreSQL: `pg_dump` in its custom format (compressed, restored with
 * `pg_restore`). Runs beside a serving site: pg_dump reads one consistent snapshot.
 */
export async function backUpPostgresDatabase(databaseUrl: string, file: string): Promise<string> {
  const pgDump = findPostgresTool('pg_dump');
  const { dbname, env } = toolConnection(databaseUrl);
  const bytes = await writeBackupFile(file, (temporaryFile) =>
    runPostgresTool(pgDump, ['--format=custom', `--file=${temporaryFile}`, `--dbname=${dbname}`], env),
  );
  return `Backed up ${displayUrl(databaseUrl)} to ${file} (${formatMegabytes(bytes)}).`;
}
