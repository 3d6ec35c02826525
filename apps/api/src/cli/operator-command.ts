import { type AppConfig, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabaseFor } from '../db/open-for-config.ts';

/** Operator output is English, like the server's logs; users never see it. */
export class UsageError extends Error {}

/**
 * Runs one operator command (`npm run users`, `npm run requests`) on the configured database,
 * migrated first, and prints what it returns. Any failure, the embedded database's lock included,
 * is one line on stderr and exit code 1.
 */
export async function runOperatorCommand(
  run: (db: Database, config: AppConfig) => Promise<string>,
): Promise<void> {
  try {
    const config = loadConfig();
    const database = await openDatabaseFor(config, { operatorWork: true });
    try {
      await migrate(database.sql);
      process.stdout.write(`${await run(database.db, config)}\n`);
    } finally {
      await database.close();
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
