import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { backUpEmbeddedDatabase } from './back-up-embedded-database.ts';
import { backUpPostgresDatabase } from './back-up-postgres-database.ts';
import { defaultBackupFile } from './backup-files.ts';

/**
 * `npm run db:backup [file or directory]`: backs up the configured database into `destination`,
 * a file, or a directory that gets a dated file name; returns what to print.
 */
export function backUpDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  destination: string,
): Promise<string> {
  const kind = config.databaseUrl ? 'postgres' : 'embedded';
  const isDirectory = fs.existsSync(destination) && fs.statSync(destination).isDirectory();
  const file = isDirectory ? path.join(destination, defaultBackupFile(kind)) : destination;
  return config.databaseUrl
    ? backUpPostgresDatabase(config.databaseUrl, file)
    : backUpEmbeddedDatabase(config.dataDir, file);
}
