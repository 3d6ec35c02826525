import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';
import { findPostgresBinaries } from './postgres-binaries.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

/** PostgreSQL refuses to run as root; as root, run its tools as the `postgres` user. */
function runAsServerUser(binary: string, args: string[], dataDir: string): void {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const { uid, gid } = userIds('postgres');
    fs.chownSync(dataDir, uid, gid);
  }
  const command = isRoot ? 'runuser' : binary;
  const commandArgs = isRoot ? ['-u', 'postgres', '--', binary, ...args] : args;
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(binary)} failed (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  }
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * Global setup of the `api-postgres` project: a throwaway PostgreSQL server on 127.0.0.1 with a
 * temporary data directory. Test files each create their own database on it.
 */
export default async function startPostgres(project: TestProject) {
  if (process.env.TEST_POSTGRES_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_POSTGRES_URL);
    return;
  }
  const binaries = findPostgresBinaries();
  if (!binaries) throw new Error('PostgreSQL binaries disappeared after the config was read');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-pg-'));
  fs.chmodSync(dataDir, 0o700);
  const port = await freePort();
  const bin = (name: string) => path.join(binaries.binDir, name);
  runAsServerUser(
    bin('initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'],
    dataDir,
  );
  const serverOptions = [
    `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dataDir}`,
    // A test server needs no crash safety; this makes CREATE DATABASE and commits much faster.
    '-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200',
  ].join(' ');
  runAsServerUser(
    bin('pg_ctl'),
    ['-D', dataDir, '-o', serverOptions, '-l', path.join(dataDir, 'server.log'), '-w', 'start'],
    dataDir,
  );
  project.provide('postgresAdminUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);

  return () => {
    runAsServerUser(bin('pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
