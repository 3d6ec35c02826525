import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabaseFor } from '../db/open-for-config.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const config = loadConfig();
try {
  const database = await openDatabaseFor(config, { operatorWork: true });
  try {
    const applied = await migrate(database.sql);
    process.stdout.write(
      applied.length > 0
        ? `Applied ${applied.length} migration(s): ${applied.join(', ')}\n`
        : 'Database is up to date.\n',
    );
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
