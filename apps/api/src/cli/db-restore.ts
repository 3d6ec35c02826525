import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { restoreDatabase } from '../db/backup/restore-database.ts';
import { runDatabaseCommand, whereInvoked } from './database-command.ts';

const usage = `Usage: npm run db:restore -- <file> [--force]

Restores a db:backup file into the configured database, of the same kind: PostgreSQL
(DATABASE_URL) through pg_restore, into an empty database; the embedded database (DATA_DIR) into
an empty DATA_DIR/pglite, with the server stopped. --force replaces a database already there
(an embedded one is moved aside; a PostgreSQL one is dropped). The server migrates it on start.`;

await runDatabaseCommand(usage, () => {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) return null;
  return restoreDatabase(loadConfig(), path.resolve(whereInvoked(), file), { force: values.force });
});
