import type { AppConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

/**
 * The configured database: the PostgreSQL server at DATABASE_URL (with the configured pool size
 * and statement timeout), or the embedded one in DATA_DIR. Operator commands (imports,
 * migrations, backups) run without the timeout: a large import's statements may rightly take
 * longer than any request should.
 */
export function openDatabaseFor(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'database'>,
  { operatorWork = false } = {},
): Promise<DatabaseHandle> {
  return openDatabase(
    config.databaseUrl
      ? {
          databaseUrl: config.databaseUrl,
          ...config.database,
          ...(operatorWork ? { statementTimeoutMs: 0 } : {}),
        }
      : { dataDir: config.dataDir },
  );
}
