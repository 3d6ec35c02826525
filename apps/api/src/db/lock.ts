import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${ownerPid}. ` +
        'Stop that process first (the embedded database allows one process at a time).',
    );
  }
}

const LOCK_FILE = 'pardeh.lock';
const ATTEMPTS = 50;

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

interface LockFile {
  ownerPid: number;
  inode: number;
  /** Inode and content: a lock taken again since this one was read never matches it. */
  identity: string;
}

/** The lock as it is now, read and identified through one descriptor; undefined if there is none. */
function readLock(lockPath: string): LockFile | undefined {
  let fd: number;
  try {
    fd = fs.openSync(lockPath, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const text = fs.readFileSync(fd, 'utf8');
    const inode = fs.fstatSync(fd).ino;
    return { ownerPid: Number.parseInt(text, 10), inode, identity: `${inode}:${text}` };
  } finally {
    fs.closeSync(fd);
  }
}

const inodeOf = (file: string) => {
  try {
    return fs.statSync(file).ino;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

const sleepSync = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Removes the stale file `stale` at `file`, and only it: of processes that found the same stale
 * lock, one claims it (a claim file named after its inode, created exclusively) and the others
 * wait and look again. The claimant checks the lock is still that file before removing it; nobody
 * else can replace a lock whose owner is dead, so the check stays true until the removal. A claim
 * whose own maker died is itself stale and is removed the same way, one level down.
 */
function removeStaleFile(file: string, stale: LockFile, depth = 0): void {
  const claim = `${file}.claim-${stale.inode}`;
  try {
    fs.writeFileSync(claim, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // An empty claim is one being written this moment, not a dead one.
    const holder = readLock(claim);
    const dead = holder && Number.isInteger(holder.ownerPid) && !isAlive(holder.ownerPid);
    if (holder && dead && depth < 3) removeStaleFile(claim, holder, depth + 1);
    else sleepSync(5); // another process is removing it this moment
    return;
  }
  try {
    if (readLock(file)?.identity === stale.identity) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(claim, { force: true });
  }
}

/**
 * PGlite takes no lock of its own, and a second process opening the same directory can corrupt it
 * for good. This lock file, holding the owner's pid, refuses a second opener and takes over the
 * lock of a process that died without releasing it. It is taken atomically: the file is written in
 * full under a name of its own and then hard-linked into place, which fails if a lock exists, so
 * of processes starting at the same instant exactly one wins and none reads a half-written lock.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const draft = `${lockPath}.new-${process.pid}-${randomUUID()}`;
  fs.writeFileSync(draft, String(process.pid), { flag: 'wx' });
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        fs.linkSync(draft, lockPath);
        return releaseOf(lockPath, fs.statSync(draft).ino);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = readLock(lockPath);
      if (!current) continue; // released or removed since: try again
      const { ownerPid } = current;
      if (Number.isInteger(ownerPid) && ownerPid !== process.pid && isAlive(ownerPid)) {
        throw new DataDirLockedError(dataDir, ownerPid);
      }
      removeStaleFile(lockPath, current); // its owner is gone
    }
  } finally {
    fs.rmSync(draft, { force: true });
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

/** Releasing removes the lock file only while it is still this process's own. */
function releaseOf(lockPath: string, inode: number): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (inodeOf(lockPath) === inode) fs.rmSync(lockPath, { force: true });
  };
}
