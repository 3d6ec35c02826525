import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/accounts/register-user.ts';
import { backUpDatabase } from '../../src/db/backup/back-up-database.ts';
import { restoreDatabase } from '../../src/db/backup/restore-database.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { writeWatchlistItem } from '../../src/library/watchlist/watchlist-db.ts';
import { catalogFactory } from '../support/catalog-factory.ts';
import { openTestDatabase, testDatabaseKind } from '../support/test-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
// Each embedded database on disk opens in seconds, more when the cores are busy.
const EMBEDDED_TIMEOUT = 180_000;

/** A user with two titles on their watchlist: rows of three tables, ids and dates included. */
async function writeRows(database: DatabaseHandle) {
  const catalog = catalogFactory(database);
  const user = await createUser(database.db, {
    name: 'پشتیبان',
    email: 'backup@example.com',
    password: 'a long enough password',
  });
  for (const titleEn of ['Backup One', 'Backup Two']) {
    const title = await catalog.title({ titleEn, titleFa: 'فیلم', year: 2001 });
    await writeWatchlistItem(database, user.id, title.id, 'add');
  }
}

const snapshot = async (database: DatabaseHandle) => ({
  users: await database.sql.query('SELECT id, name, email, password_hash, created_at FROM users ORDER BY id'),
  watchlist: await database.sql.query('SELECT * FROM watchlist_items ORDER BY profile_id, title_id'),
  titles: await database.sql.query('SELECT id, title_en, search_text FROM titles ORDER BY id'),
});

/** A second process holding DATA_DIR's lock, as a running server does. */
function holdDataDirLock(dataDir: string): Promise<ChildProcess> {
  const lockModule = path.join(repoRoot, 'apps/api/src/db/lock.ts');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '--eval',
      `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
       acquireDataDirLock(${JSON.stringify(dataDir)});
       console.log('locked');
       setInterval(() => {}, 60_000);`,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
}

describe.runIf(testDatabaseKind() === 'pglite')('backing up the embedded database', () => {
  let root: string;
  let sourceDir: string;
  let expected: Awaited<ReturnType<typeof snapshot>>;
  let backupFile: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-backup-'));
    sourceDir = path.join(root, 'source');
    // Written in memory (a copy of the worker's migrated database opens fastest), stored in DATA_DIR.
    const written = await openTestDatabase();
    try {
      await writeRows(written);
      expected = await snapshot(written);
      const copyOf = await written.dumpDataDir?.();
      await (await openDatabase({ dataDir: sourceDir, copyOf })).close();
    } finally {
      await written.close();
    }
  }, EMBEDDED_TIMEOUT);
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it(
    'restores into an empty DATA_DIR what it backed up, into a dated file',
    async () => {
      const outcome = await backUpDatabase({ databaseUrl: undefined, dataDir: sourceDir }, root);
      const written = fs.readdirSync(root).filter((name) => name.endsWith('.tar.gz'));
      expect(written).toEqual([
        expect.stringMatching(/^pardeh-embedded-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/),
      ]);
      backupFile = path.join(root, written[0] ?? '');
      expect(outcome).toContain(backupFile);

      const targetDir = path.join(root, 'target');
      await restoreDatabase({ databaseUrl: undefined, dataDir: targetDir }, backupFile);
      const restored = await openDatabase({ dataDir: targetDir });
      try {
        expect(await snapshot(restored)).toEqual(expected);
      } finally {
        await restored.close();
      }
      await expect(
        restoreDatabase({ databaseUrl: undefined, dataDir: targetDir }, backupFile),
      ).rejects.toThrow(/already holds a database\. Add --force/);
    },
    EMBEDDED_TIMEOUT,
  );

  it('refuses a DATA_DIR without a database, creating neither it nor a file', async () => {
    const absent = path.join(root, 'absent');
    await expect(
      backUpDatabase({ databaseUrl: undefined, dataDir: absent }, path.join(root, 'none.tar.gz')),
    ).rejects.toThrow(`There is no embedded database in ${absent} to back up.`);
    expect(fs.existsSync(absent)).toBe(false);
    expect(fs.existsSync(path.join(root, 'none.tar.gz'))).toBe(false);
  });

  it(
    'refuses, leaving DATA_DIR as it was, while another process holds it',
    async () => {
      const holder = await holdDataDirLock(sourceDir);
      try {
        const config = { databaseUrl: undefined, dataDir: sourceDir };
        const inUse = new RegExp(`in use by process ${holder.pid}.*Stop it first`);
        await expect(backUpDatabase(config, path.join(root, 'refused.tar.gz'))).rejects.toThrow(inUse);
        await expect(restoreDatabase(config, backupFile, { force: true })).rejects.toThrow(inUse);
        expect(fs.existsSync(path.join(sourceDir, 'pglite', 'PG_VERSION'))).toBe(true);
        expect(fs.readdirSync(sourceDir).filter((name) => name.startsWith('pglite.'))).toEqual([]);
        expect(fs.existsSync(path.join(root, 'refused.tar.gz'))).toBe(false);
      } finally {
        holder.kill('SIGKILL');
      }
    },
    EMBEDDED_TIMEOUT,
  );
});

describe.runIf(testDatabaseKind() === 'postgres')('backing up PostgreSQL', () => {
  let root: string;
  let source: Awaited<ReturnType<typeof openTestDatabase>>;
  let target: Awaited<ReturnType<typeof openTestDatabase>>;
  let expected: Awaited<ReturnType<typeof snapshot>>;
  const at = (database: { url?: string }) => ({ databaseUrl: database.url, dataDir: root });

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-backup-'));
    source = await openTestDatabase();
    target = await openTestDatabase({ migrated: false });
    await writeRows(source);
    expected = await snapshot(source);
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restores into an empty database what pg_dump backed up, and replaces a full one only with --force', async () => {
    const backupFile = path.join(root, 'site.dump');
    expect(await backUpDatabase(at(source), backupFile)).toContain(backupFile);

    await restoreDatabase(at(target), backupFile);
    expect(await snapshot(target)).toEqual(expected);

    await expect(restoreDatabase(at(target), backupFile)).rejects.toThrow(/already has \d+ tables.*--force/);
    await target.sql.exec("UPDATE users SET name = 'changed'; CREATE TABLE added_later (id int)");
    await restoreDatabase(at(target), backupFile, { force: true });
    expect(await snapshot(target)).toEqual(expected);
    const [added] = await target.sql.query("SELECT to_regclass('added_later') AS found");
    expect(added).toEqual({ found: null });
  });

  it('refuses a backup of the other kind of database', async () => {
    const backupFile = path.join(root, 'site.dump');
    await expect(restoreDatabase({ databaseUrl: undefined, dataDir: root }, backupFile)).rejects.toThrow(
      /is a PostgreSQL backup: set DATABASE_URL/,
    );
  });
});
