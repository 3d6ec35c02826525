import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { catalogFactory } from './catalog-factory.ts';
import { freePort } from './free-port.ts';
import { findPostgresBinaries } from './postgres-binaries.ts';

/**
 * A PostgreSQL server of one test file's own, to stop, crash or freeze without touching the
 * suite's shared server (test/support/postgres-server.ts starts that one the same way).
 */
export interface ThrowawayPostgres {
  /** `postgres://…/<database>` on this server. */
  url(database: string): string;
  start(): Promise<void>;
  /** `pg_ctl stop`: `fast` ends sessions and checkpoints, `immediate` is a crash. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Sends a signal to the postmaster and all its backends (SIGSTOP freezes the server). */
  signalAll(signal: 'SIGSTOP' | 'SIGCONT'): void;
  destroy(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool (as the `postgres` user when root: the server refuses to run as root). */
function runTool(binary: string, args: string[]): Promise<void> {
  const [command, commandArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(binary)} failed (${code}):\n${output}`)),
    );
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('PostgreSQL server binaries not found');
  const bin = (name: string) => path.join(binaries.binDir, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-pg-faults-'));
  fs.chmodSync(dataDir, 0o700);
  if (isRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dataDir, id('-u'), id('-g'));
  }
  const port = await freePort();
  await runTool(bin('initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  // fsync=off is safe here (the machine does not crash, the server does); commits stay synchronous,
  // so an acknowledged write survives an immediate stop.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dataDir} -c fsync=off -c full_page_writes=off`;
  const start = () =>
    runTool(bin('pg_ctl'), [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(dataDir, 'server.log'),
      '-w',
      'start',
    ]);
  await start();
  const postmasterPid = () =>
    Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop: (mode) => runTool(bin('pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'stop']),
    signalAll: (signal) => {
      const parent = postmasterPid();
      // The postmaster first: once it is stopped it forks no new backends.
      process.kill(parent, signal);
      const children = execFileSync('pgrep', ['-P', String(parent)], { encoding: 'utf8' }).split('\n');
      for (const child of children.filter(Boolean)) {
        try {
          process.kill(Number(child), signal);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error; // a backend that just ended
        }
      }
    },
    destroy: async () => {
      if (fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
        await runTool(bin('pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A throwaway server holding a migrated `pardeh` database with `count` films named `{name} N`
 * (years from 1990): what the outage tests point an API at. Set-up runs without the short
 * statement deadline those tests give the API. Resolves with the server and the films' ids.
 */
export async function startThrowawayCatalogue(
  name: string,
  count: number,
): Promise<{ postgres: ThrowawayPostgres; titleIds: number[] }> {
  const postgres = await startThrowawayPostgres();
  const admin = new pg.Client({ connectionString: postgres.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE pardeh');
  await admin.end();
  const setup = await openDatabase({ databaseUrl: postgres.url('pardeh') });
  try {
    await migrate(setup.sql);
    const factory = catalogFactory(setup);
    const titleIds: number[] = [];
    for (let index = 0; index < count; index++) {
      titleIds.push((await factory.title({ titleEn: `${name} ${index}`, year: 1990 + index })).id);
    }
    return { postgres, titleIds };
  } finally {
    await setup.close();
  }
}
