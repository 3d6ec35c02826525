/**
 * Catalogue API throughput: requests/s and latency (p50/p99) of title detail and title search
 * against GET /api/ping (constant JSON, no database) on the same server, with autocannon
 * (50 connections, 127.0.0.1), on the embedded database and on PostgreSQL, each holding a
 * demo-sized synthetic catalogue (3,000 titles with credits). The server runs as `npm start` runs it.
 *
 *   node --import tsx bench/catalog-api.ts [--titles 3000] [--seconds 10]
 *
 * Goal: title detail and search reach at least half of /api/ping's requests/s. Title detail is
 * measured twice: over the 300 most-voted titles (which the server warms after start-up) and over
 * titles past the warmed ones, whose every first view is built from the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { startServerProcess } from '../apps/api/test/support/run-server-process.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { createBenchDatabase, startBenchPostgres } from './support/bench-databases.ts';
import { recordFigure, thousands } from './support/figures.ts';
import { waitUntilIdle } from './support/wait-until-idle.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return Number((index > 0 ? process.argv[index + 1] : undefined) ?? fallback);
};
const titleCount = argument('titles', 3_000);
const seconds = argument('seconds', 10);
const log = (line: string) => process.stdout.write(`${line}\n`);

// What the home page and the search box ask for: the 300 best-known titles, and typed queries.
const searchQueries = [
  'the',
  'god',
  'star wa',
  'love',
  'man',
  'night',
  'dark kn',
  'بار',
  'عشق',
  'lord of',
  'in',
  'ma',
];

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, paths: string[]): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: 50,
    duration: seconds,
    requests: [{ setupRequest: (request: object) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

async function measureServer(label: string, env: Record<string, string>, { hot, cold }: TitleSets) {
  // The generated catalogue's picture URLs lead nowhere: fetching them would run beside the load.
  const server = await startServerProcess({ ...env, LOG_LEVEL: 'warn', IMAGE_FETCH: 'false' });
  const base = server.url.replace(/\/$/, '');
  try {
    await waitUntilIdle(server);
    const scenarios: Array<[string, string[]]> = [
      ['GET /api/ping (ceiling)', ['/api/ping']],
      ['GET /api/titles/{id}', hot.map((id) => `/api/titles/${id}`)],
      ['GET /api/titles/{id} (first views)', cold.map((id) => `/api/titles/${id}`)],
      [
        'GET /api/titles/search',
        searchQueries.map((query) => `/api/titles/search?query=${encodeURIComponent(query)}`),
      ],
    ];
    const detailPaths = scenarios[1]?.[1] ?? [];
    await load(base, ['/api/ping', ...detailPaths.slice(0, 5)]); // warm up the JIT
    let ceiling = 0;
    for (const [name, paths] of scenarios) {
      const figures = await load(base, paths);
      if (ceiling === 0) ceiling = figures.requests;
      const share = figures.requests / ceiling;
      recordFigure({
        name: `${name}, ${label}`,
        value:
          `${thousands(figures.requests)} req/s (${(share * 100).toFixed(0)} % of ping), p50 ${figures.p50} ms, p99 ${figures.p99} ms` +
          (figures.non2xx ? `, ${figures.non2xx} non-2xx` : ''),
        ...(name.includes('ceiling') ? {} : { goal: '≥ 50 % of ping', met: share >= 0.5 }),
      });
      log(
        `${label} | ${name} | ${Math.round(figures.requests)} req/s (${((figures.requests / ceiling) * 100).toFixed(0)} %) | ` +
          `p50 ${figures.p50} ms | p99 ${figures.p99} ms${figures.non2xx ? ` | ${figures.non2xx} non-2xx` : ''}`,
      );
    }
  } finally {
    await server.stop('SIGTERM');
  }
}

// The 300 best-known titles (the server warms the 500 most-voted after start), and titles past
// those, each requested once or twice in a run, so first views (a database statement each) show.
interface TitleSets {
  hot: number[];
  cold: number[];
}
async function pickTitles(database: DatabaseHandle): Promise<TitleSets> {
  const ids = (
    await database.sql.query<{ id: number }>('SELECT id FROM titles ORDER BY imdb_votes DESC NULLS LAST, id')
  ).map((row) => row.id);
  return { hot: ids.slice(0, 300), cold: ids.slice(500) };
}

// Embedded database: generate into a DATA_DIR, close it, then let the server open it.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-bench-api-'));
try {
  const database = await openDatabase({ dataDir });
  await migrate(database.sql);
  await generateCatalogue(database, titleCount);
  const titles = await pickTitles(database);
  await database.close();
  await measureServer('embedded', { DATA_DIR: dataDir }, titles);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const postgres = await startBenchPostgres();
try {
  const { url, database } = await createBenchDatabase(postgres.adminUrl, 'pardeh_bench_api');
  await generateCatalogue(database, titleCount);
  const titles = await pickTitles(database);
  await database.close();
  const serverDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-bench-api-pg-'));
  try {
    await measureServer('PostgreSQL', { DATABASE_URL: url, DATA_DIR: serverDataDir }, titles);
  } finally {
    fs.rmSync(serverDataDir, { recursive: true, force: true });
  }
} finally {
  await postgres.stop();
}
