/**
 * Start-up time: from spawning the server process to the first answered `GET /api/health`, on the
 * embedded database. "cold" opens a brand-new DATA_DIR (creates and migrates the database);
 * "warm" reopens an existing one, which is what every restart does.
 *
 *   npm run bench:startup [-- --runs 5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../apps/api/test/support/run-server-process.ts';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServerProcess({ DATA_DIR: dataDir });
  const response = await fetch(`${server.url}api/health`);
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`health answered ${response.status}`);
  await server.stop('SIGTERM');
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-bench-startup-'));
try {
  const cold = await timeStart(dataDir);
  const warm: number[] = [];
  for (let run = 0; run < runs; run++) warm.push(await timeStart(dataDir));
  const format = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  process.stdout.write(
    `startup (embedded database): cold ${format(cold)}, warm median ${format(median(warm))} ` +
      `(min ${format(Math.min(...warm))}, max ${format(Math.max(...warm))}, ${runs} runs); goal: warm < 3 s\n`,
  );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
