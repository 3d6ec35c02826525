/**
 * Start-up time: from spawning the server process to the first answered `GET /api/health`, on the
 * embedded database. "cold" opens a brand-new DATA_DIR (creates and migrates the database and
 * seeds the default catalogue: a fresh clone's first start); "warm" reopens an existing one,
 * which is what every restart does. Goals (issue #15): cold ≤ 20 s, warm ≤ 3 s.
 *
 *   npm run bench:startup [-- --runs 5 --cold-runs 3 --from built|source]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../apps/api/test/support/run-server-process.ts';
import { recordFigure } from './support/figures.ts';

const numberArg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const runs = numberArg('--runs', 5);
const coldRuns = numberArg('--cold-runs', 3);
// What `npm start` runs: the built server when there is one (`--from source`: through tsx).
const fromIndex = process.argv.indexOf('--from');
const builtServer = path.resolve(import.meta.dirname, '../apps/api/dist/main.js');
const from = (
  fromIndex > 0 ? process.argv[fromIndex + 1] : fs.existsSync(builtServer) ? 'built' : 'source'
) as 'built' | 'source';

async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startServerProcess({ DATA_DIR: dataDir }, { from });
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

const freshDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-bench-startup-'));
const dataDirs: string[] = [];
try {
  const cold: number[] = [];
  for (let run = 0; run < coldRuns; run++) {
    dataDirs.push(freshDataDir());
    cold.push(await timeStart(dataDirs.at(-1) as string));
  }
  const warm: number[] = [];
  for (let run = 0; run < runs; run++) warm.push(await timeStart(dataDirs[0] as string));
  const format = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const spread = (values: number[]) =>
    `median ${format(median(values))} (min ${format(Math.min(...values))}, max ${format(Math.max(...values))}, ${values.length} runs)`;
  process.stdout.write(
    `startup (embedded database, ${from} server): cold ${spread(cold)}; warm ${spread(warm)}; goals: cold ≤ 20 s, warm ≤ 3 s\n`,
  );
  recordFigure({
    name: `cold start, embedded, ${from} server`,
    value: spread(cold),
    goal: '≤ 20 s',
    met: median(cold) <= 20_000,
  });
  recordFigure({
    name: `warm start, embedded, ${from} server`,
    value: spread(warm),
    goal: '≤ 3 s',
    met: median(warm) <= 3_000,
  });
} finally {
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
}
