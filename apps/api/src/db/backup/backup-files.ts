import fs from 'node:fs';
import path from 'node:path';

export type BackupKind = 'embedded' | 'postgres';

const extensions: Record<BackupKind, string> = { embedded: 'tar.gz', postgres: 'dump' };

/** `pardeh-postgres-2026-11-24T13-05-09Z.dump`: what the backup holds and when it was taken. */
export function defaultBackupFile(kind: BackupKind, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `pardeh-${kind}-${stamp}.${extensions[kind]}`;
}

/**
 * Which database a backup file is of, from its first bytes: pg_dump's custom format starts with
 * "PGDMP", the embedded database's is a gzipped tarball.
 */
export function detectBackupKind(file: string): BackupKind {
  const head = Buffer.alloc(5);
  const descriptor = fs.openSync(file, 'r');
  try {
    fs.readSync(descriptor, head, 0, head.length, 0);
  } finally {
    fs.closeSync(descriptor);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  throw new Error(`${file} is not a Pardeh backup (neither pg_dump's custom format nor a gzipped tarball).`);
}

/**
 * Writes a backup beside its final name and renames it when complete, so a backup that fails
 * half-way never leaves a file that looks whole.
 */
export async function writeBackupFile(
  file: string,
  write: (temporaryFile: string) => Promise<void>,
): Promise<number> {
  const temporaryFile = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  try {
    await write(temporaryFile);
    fs.renameSync(temporaryFile, file);
  } finally {
    fs.rmSync(temporaryFile, { force: true });
  }
  return fs.statSync(file).size;
}

export const formatMegabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
