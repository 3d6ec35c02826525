import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { hasEmbeddedDatabase } from '../database-location.ts';
import { formatMegabytes, writeBackupFile } from './backup-files.ts';
import { openEmbeddedAlone } from './open-embedded-alone.ts';

/**
 * `npm run db:backup` on the embedded database: DATA_DIR/pglite as a gzipped tarball (PGlite's
 * `dumpDataDir`), after a checkpoint so the copy needs no recovery. Refuses while the server runs.
 */
export async function backUpEmbeddedDatabase(dataDir: string, file: string): Promise<string> {
  // Checked before anything touches DATA_DIR, which opening would create.
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new Error(
      `There is no embedded database in ${dataDir} to back up. Set DATA_DIR to the server's data ` +
        'directory (the folder holding pglite/), or DATABASE_URL for PostgreSQL.',
    );
  }
  const database = await openEmbeddedAlone(dataDir, 'back up');
  let bytes: number;
  try {
    await database.sql.exec('CHECKPOINT');
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('The embedded database gave no dump.');
    bytes = await writeBackupFile(file, (temporaryFile) =>
      pipeline(Readable.fromWeb(dump.stream()), createGzip(), fs.createWriteStream(temporaryFile)),
    );
  } finally {
    await database.close();
  }
  return `Backed up the embedded database in ${dataDir} to ${file} (${formatMegabytes(bytes)}).`;
}
