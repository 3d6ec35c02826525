import type { AppConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

/** The configured database: the PostgreSQL server at DATABASE_URL, or the embedded one in DATA_DIR. */
export function openDatabaseFor(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  return openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
}
