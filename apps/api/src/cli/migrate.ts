import { loadConfig } from '../config.ts';
import { describeDatabase, hasEmbeddedDatabase } from '../db/database-location.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabaseFor } from '../db/open-for-config.ts';

/**
 * `npm run db:migrate`: applies pending migrations to the configured database and exits. The one
 * command that creates an embedded database where DATA_DIR has none (a first install), which its
 * first line, naming the database on stderr as every operator command does, then says.
 */
try {
  const config = loadConfig();
  const created = !config.databaseUrl && !hasEmbeddedDatabase(config.dataDir);
  const database = await openDatabaseFor(config, { operatorWork: true });
  try {
    process.stderr.write(`Database: ${describeDatabase(config)}${created ? ' (new)' : ''}\n`);
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
