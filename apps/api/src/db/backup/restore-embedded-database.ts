import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { openEmbeddedAlone, withDataDirLock } from './open-embedded-alone.ts';

/**
 * `npm run db:restore` on the embedded database: loads a `db:backup` tarball into an empty
 * DATA_DIR/pglite. A database already there is replaced only with `force`, and kept aside, not
 * deleted. Refuses while the server runs.
 */
export async function restoreEmbeddedDatabase(
  dataDir: string,
  file: string,
  { force = false } = {},
): Promise<string> {
  const target = path.join(dataDir, 'pglite');
  const occupied = fs.existsSync(target) && fs.readdirSync(target).length > 0;
  const aside = `${target}.before-restore-${new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;
  if (occupied && !force) {
    throw new Error(
      `${target} already holds a database. Add --force to replace it (it is then moved to ${path.basename(aside)}, not deleted).`,
    );
  }
  const dump = new Blob([await promisify(gunzip)(fs.readFileSync(file))]);
  if (occupied) withDataDirLock(dataDir, 'restore', () => fs.renameSync(target, aside));
  const database = await openEmbeddedAlone(dataDir, 'restore', dump);
  try {
    const [row] = await database.sql.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM schema_migrations',
    );
    const replaced = occupied ? ` The database it replaced is in ${aside}.` : '';
    return (
      `Restored the embedded database in ${dataDir} from ${file} (${row?.count ?? 0} migrations; ` +
      `the server applies newer ones when it starts).${replaced}`
    );
  } finally {
    await database.close();
  }
}
