import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runApiCli } from '../support/run-users-cli.ts';
import { testDatabaseKind } from '../support/test-database.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const BUILD_AND_START_TIMEOUT = 120_000;

/**
 * A `node_modules` as `npm ci --omit=dev` leaves it: links to every package of package-lock.json
 * not marked `dev`, at the top of the tree (nested ones come inside their parent). Platform
 * packages npm skipped here (optional ones for other systems) are absent from the repository too.
 */
function linkProductionPackages(into: string) {
  const lock = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  for (const [location, entry] of Object.entries(lock.packages)) {
    if (entry.dev || !/^node_modules\/(@[^/]+\/)?[^/]+$/.test(location)) continue;
    const source = path.join(repoRoot, location);
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(path.join(into, location)), { recursive: true });
    fs.symlinkSync(source, path.join(into, location));
  }
}

/** Waits for the server's "serving" line; rejects with its output if it exits first. */
function servingUrl(child: ChildProcess): Promise<string> {
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving (http:\/\/\S+\/)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the built server exited with ${code}:\n${output}`)));
  });
}

/**
 * What production runs: the bundle of `npm run build`, with plain node (no tsx), beside a
 * node_modules holding production dependencies only. `--preserve-symlinks` keeps every package
 * resolving its own imports inside that node_modules, not in the repository's full one.
 */
describe.runIf(testDatabaseKind() === 'pglite')('the built server', () => {
  let root: string;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-built-'));
    await promisify(execFile)(
      process.execPath,
      ['scripts/build-api.mjs', '--outdir', path.join(root, 'apps/api/dist')],
      { cwd: repoRoot },
    );
    linkProductionPackages(root);
  }, BUILD_AND_START_TIMEOUT);
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it(
    'starts with production dependencies only, answers /api/health and runs operator commands',
    async () => {
      // Nothing inherited may load tsx, and the embedded database is the one in DATA_DIR.
      const { NODE_OPTIONS: _loader, DATABASE_URL: _postgres, ...env } = process.env;
      const dataDir = path.join(root, 'data-dir');
      const child = spawn(process.execPath, ['--preserve-symlinks', 'apps/api/dist/main.js'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...env,
          DATA_DIR: dataDir,
          PORT: '0',
          LOG_LEVEL: 'warn',
          SEED_CATALOGUE: 'false',
        },
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      try {
        const url = await servingUrl(child);
        const response = await fetch(`${url}api/health`);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ status: 'ok' });
        // The commands (from source, as operators run them) have the bundle run them: each loads
        // its module from it on first use.
        const plans = await runApiCli('plans.ts', ['list'], { DATA_DIR: dataDir });
        expect(plans.stderr).toBe(
          `Database: embedded, ${dataDir}, through the server (process ${child.pid})\n`,
        );
        expect(plans.stdout).toMatch(/^#1 {2}active/);
        const enrichment = await runApiCli('catalog.ts', ['enrich', '--status'], { DATA_DIR: dataDir });
        expect(enrichment.code).toBe(0);
        expect(enrichment.stdout).toMatch(/^TMDB enrichment: 0 titles/);
      } finally {
        child.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
    },
    BUILD_AND_START_TIMEOUT,
  );
});
