import fs from 'node:fs';
import type { AppConfig } from '../../config.ts';
import { detectBackupKind } from './backup-files.ts';
import { restoreEmbeddedDatabase } from './restore-embedded-database.ts';
import { restorePostgresDatabase } from './restore-postgres-database.ts';

/**
 * `npm run db:restore <file> [--force]`: restores a `db:backup` file into the configured
 * database, which must be of the backup's kind; returns what to print.
 */
export async function restoreDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  file: string,
  options: { force?: boolean } = {},
): Promise<string> {
  if (!fs.existsSync(file)) throw new Error(`There is no backup file at ${file}.`);
  const kind = detectBackupKind(file);
  const configured = config.databaseUrl ? 'postgres' : 'embedded';
  if (kind !== configured) {
    throw new Error(
      kind === 'postgres'
        ? `${file} is a PostgreSQL backup: set DATABASE_URL to the database to restore it into.`
        : `${file} is a backup of the embedded database: unset DATABASE_URL and set DATA_DIR to restore it.`,
    );
  }
  return config.databaseUrl
    ? restorePostgresDatabase(config.databaseUrl, file, options)
    : restoreEmbeddedDatabase(config.dataDir, file, options);
}
