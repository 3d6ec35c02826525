import { type DatabaseHandle, openDatabase } from '../client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../lock.ts';

/** The refusal an operator sees while the server (or another command) holds DATA_DIR. */
function inUse(error: DataDirLockedError, action: string): Error {
  return new Error(
    `Cannot ${action} while the embedded database in ${error.dataDir} is in use by process ${error.ownerPid} ` +
      '(the server, or another command). Stop it first: the embedded database allows one process at a time. ' +
      'For backups while serving, run on PostgreSQL (DATABASE_URL).',
  );
}

/** Opens the embedded database in `dataDir` (from `copyOf`, a dump, when given), refusing while another process holds it. */
export async function openEmbeddedAlone(
  dataDir: string,
  action: string,
  copyOf?: Blob,
): Promise<DatabaseHandle> {
  try {
    return await openDatabase(copyOf ? { dataDir, copyOf } : { dataDir });
  } catch (error) {
    throw error instanceof DataDirLockedError ? inUse(error, action) : error;
  }
}

/** Runs `work` holding the DATA_DIR lock without opening the database, refusing like `openEmbeddedAlone`. */
export function withDataDirLock<T>(dataDir: string, action: string, work: () => T): T {
  let release: () => void;
  try {
    release = acquireDataDirLock(dataDir);
  } catch (error) {
    throw error instanceof DataDirLockedError ? inUse(error, action) : error;
  }
  try {
    return work();
  } finally {
    release();
  }
}
