import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backUpDatabase } from '../db/backup/back-up-database.ts';
import { runDatabaseCommand, whereInvoked } from './database-command.ts';

const usage = `Usage: npm run db:backup -- [file or directory]

Backs up the configured database: PostgreSQL (DATABASE_URL) through pg_dump, while the site
serves; the embedded database (DATA_DIR) as a gzipped tarball, with the server stopped. Without a
file name, writes pardeh-<postgres|embedded>-<date and time>.<dump|tar.gz> in the directory given,
or the current one.`;

await runDatabaseCommand(usage, () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (positionals.length > 1) return null;
  return backUpDatabase(loadConfig(), path.resolve(whereInvoked(), positionals[0] ?? '.'));
});
