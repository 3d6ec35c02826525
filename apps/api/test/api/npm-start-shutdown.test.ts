import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/run-server-process.ts';
import { testDatabaseKind } from '../support/test-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const RUN_TIMEOUT = 180_000;

interface NpmStart {
  child: ChildProcess;
  output(): string;
  /** Resolves once the server printed its "serving" line. */
  serving: Promise<void>;
  /**
   * Resolves when every process of the run has let go of its output: npm, and the server it
   * started, which may outlive npm (npm dies of a SIGTERM sent to the group).
   */
  finished: Promise<void>;
}

/** `npm start` as a terminal runs it: its own process group, so a signal can reach all of it. */
function npmStart(dataDir: string): NpmStart {
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    detached: true,
    // WEB_DIST_DIR makes prepare-build leave the web build alone; an empty one serves the API only.
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // What is tested is starting and stopping; writing the default catalogue would only slow it.
      SEED_CATALOGUE: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const serving = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Pardeh is serving')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('close', () => reject(new Error(`npm start ended before serving:\n${output}`)));
  });
  serving.catch(() => {});
  const finished = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return { child, output: () => output, serving, finished };
}

const signalGroup = (run: NpmStart, signal: NodeJS.Signals) => process.kill(-(run.child.pid ?? 0), signal);

const lockPath = (dataDir: string) => path.join(dataDir, 'pardeh.lock');

function expectCleanStop(run: NpmStart, dataDir: string) {
  expect(fs.existsSync(lockPath(dataDir))).toBe(false);
  expect(run.output().match(/Pardeh stopped/g)).toHaveLength(1);
  expect(run.output()).not.toMatch(/did not stop cleanly|could not start/);
}

/** The restart opens the database the stopped run closed, and serves. */
async function expectCleanRestart(dataDir: string) {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    SEED_CATALOGUE: 'false',
  });
  try {
    expect((await fetch(`${server.url}api/health`)).status).toBe(200);
  } finally {
    expect(await server.stop('SIGTERM')).toBe(0);
  }
}

/** The embedded database's DATA_DIR lock and clean close, through `npm start` as operators run it. */
describe.runIf(testDatabaseKind() === 'pglite')('stopping npm start', () => {
  const dataDirs: string[] = [];
  const tempDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-npm-start-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  // One directory for the running-server cases: the first run seeds it, each later run reopens the
  // database the one before closed, and the last is reopened once more.
  const servedDir = tempDataDir();

  it.each([
    ['Ctrl+C (SIGINT to the process group)', ['SIGINT'], false],
    ['SIGTERM to the process group', ['SIGTERM'], false],
    ['several signals in a row', ['SIGINT', 'SIGTERM', 'SIGINT', 'SIGHUP'], true],
  ] as const)(
    'shuts down once, to the end, on %s',
    async (_, signals, last) => {
      const run = npmStart(servedDir);
      await run.serving;
      expect(fs.existsSync(lockPath(servedDir))).toBe(true);
      for (const signal of signals) signalGroup(run, signal);
      await run.finished;
      expectCleanStop(run, servedDir);
      if (last) await expectCleanRestart(servedDir);
    },
    RUN_TIMEOUT,
  );

  it(
    'shuts down cleanly on a signal during start-up',
    async () => {
      const dataDir = tempDataDir();
      const run = npmStart(dataDir);
      // The lock appears when the server starts opening the database, long before it serves.
      await new Promise<void>((resolve) => {
        const watcher = fs.watch(dataDir, (_event, name) => {
          if (name !== 'pardeh.lock') return;
          watcher.close();
          resolve();
        });
      });
      signalGroup(run, 'SIGINT');
      await run.finished;
      expect(run.output()).not.toMatch(/Pardeh is serving/);
      expectCleanStop(run, dataDir);
      await expectCleanRestart(dataDir);
    },
    RUN_TIMEOUT,
  );
});
