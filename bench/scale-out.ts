/**
 * Scale-out on PostgreSQL: one API process against two, on one throwaway PostgreSQL server holding
 * the default catalogue (the seed a fresh install writes). For each call, autocannon loads the first process alone, then both at once (two autocannon runs in
 * this process, the connections split between the two ports: what a round-robin proxy does), and
 * the figures are req/s over both and p50/p99 over every answer.
 *
 *   npm run bench:scale-out [-- --seconds 10 --connections 50 --from built|source --only login,search]
 *
 * Calls: title detail (the 300 most-voted, cached in each process), search (typed queries, cached),
 * title detail signed in (a session lookup and the viewer's state from the database on every
 * call), login (argon2id, ~70–100 ms of one core per call; auth rate limits raised). /api/ping is
 * measured too: the ceiling of the HTTP stack and of the load generator. Goal: two processes serve
 * more than one where the call costs the API's CPU (login, signed-in detail); on this 2-core
 * machine the load generator and PostgreSQL share the cores, so the gain is bounded (see
 * BENCHMARKS.md).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { refreshCatalogStatistics } from '../apps/api/src/catalog/maintenance/refresh-catalog-statistics.ts';
import { seedCatalogIfEmpty } from '../apps/api/src/catalog/seed/seed-catalog.ts';
import { type ServerProcess, startServerProcess } from '../apps/api/test/support/run-server-process.ts';
import { createBenchDatabase, startBenchPostgres } from './support/bench-databases.ts';
import { recordFigure, thousands } from './support/figures.ts';
import { waitUntilIdle } from './support/wait-until-idle.ts';

const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return (index > 0 ? process.argv[index + 1] : undefined) ?? fallback;
};
const seconds = Number(argument('seconds', '10'));
const connections = Number(argument('connections', '50'));
const builtServer = path.resolve(import.meta.dirname, '../apps/api/dist/main.js');
const from = argument('from', fs.existsSync(builtServer) ? 'built' : 'source') as 'built' | 'source';
const log = (line: string) => process.stdout.write(`${line}\n`);

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
const USERS = 20;
const PASSWORD = 'Bench-Pardeh-Scale-2026!';

interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

interface Scenario {
  name: string;
  /** The n-th request of a run. */
  call: (n: number) => Call;
  /** Connections for this call instead of `--connections`. */
  connections?: number;
  /** Reported beside the figure, for the reader. */
  goal?: (one: Figures, two: Figures) => { goal: string; met: boolean };
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** Status codes other than 2xx, e.g. "429×12". */
  refusals: string;
  errors: number;
}

// Double-submit CSRF: any well-formed token works when the cookie and the header agree.
const csrf = randomBytes(32).toString('base64url');
const csrfHeaders = {
  cookie: `XSRF-TOKEN=${csrf}`,
  'x-xsrf-token': csrf,
  'content-type': 'application/json',
};

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN;

/** Loads every base URL at once for `seconds`, `connections` split between them. */
async function load(bases: string[], scenario: Scenario, duration = seconds): Promise<Figures> {
  const latencies: number[] = [];
  let next = 0;
  const runs = bases.map((url) => {
    const run = autocannon({
      url,
      connections: Math.max(1, Math.round((scenario.connections ?? connections) / bases.length)),
      duration,
      requests: [{ setupRequest: (request: object) => ({ ...request, ...scenario.call(next++) }) }],
    });
    run.on('response', (_client, _status, _bytes, responseTimeMs) => latencies.push(responseTimeMs));
    return run;
  });
  const results = await Promise.all(runs);
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: results.reduce((sum, result) => sum + result.requests.total, 0) / duration,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    refusals: results
      .flatMap((result) => Object.entries(result.statusCodeStats))
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${status}×${count}`)
      .join(' '),
    errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
  };
}

const describe = (figures: Figures) =>
  `${figures.requestsPerSecond < 100 ? figures.requestsPerSecond.toFixed(1) : thousands(figures.requestsPerSecond)} req/s, p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms` +
  (figures.non2xx || figures.errors
    ? ` (non-2xx: ${figures.refusals || 'none'}; ${figures.errors} errors)`
    : '');

async function registerUsers(base: string): Promise<Array<{ email: string; token: string }>> {
  const users: Array<{ email: string; token: string }> = [];
  for (let n = 0; n < USERS; n++) {
    const email = `bench-${n}-${Date.now()}@example.com`;
    const response = await fetch(`${base}/api/sanc/register`, {
      method: 'POST',
      headers: csrfHeaders,
      body: JSON.stringify({
        name: 'کاربر سنجش',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
    });
    if (response.status !== 201)
      throw new Error(`register answered ${response.status}: ${await response.text()}`);
    users.push({ email, token: ((await response.json()) as { token: string }).token });
  }
  return users;
}

/** One call of the scenario on each process must succeed, or the figures would time refusals. */
async function checkAnswers(bases: string[], scenario: Scenario): Promise<void> {
  for (const base of bases) {
    const { method = 'GET', path: address, headers, body } = scenario.call(0);
    const response = await fetch(`${base}${address}`, { method, headers, body });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${scenario.name}: ${method} ${address} answered ${response.status}: ${text}`);
  }
}

async function warm(base: string, paths: string[]): Promise<void> {
  for (const address of paths) {
    const response = await fetch(`${base}${address}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${address} answered ${response.status} while warming`);
  }
}

const postgres = await startBenchPostgres();
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
try {
  const { url, database } = await createBenchDatabase(postgres.adminUrl, 'pardeh_bench_scale_out');
  // Seeded here rather than by the first process's start, whose statements have the 5 s deadline.
  await seedCatalogIfEmpty(database);
  await refreshCatalogStatistics(database);
  const titleIds = (
    await database.sql.query<{ id: number }>(
      'SELECT id FROM titles ORDER BY imdb_votes DESC NULLS LAST, id LIMIT 300',
    )
  ).map((row) => row.id);
  await database.close();
  const env = {
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    // The catalogue's picture addresses would be fetched beside the load.
    IMAGE_FETCH: 'false',
    // Login is measured, not refused: every limit on the auth calls far above the load.
    AUTH_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
    LOGIN_FAILURES_PER_EMAIL_PER_HOUR: '1000000',
  };
  // One after the other: two first starts at once would both run the start-up work at once.
  for (let n = 0; n < 2; n++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-bench-scale-'));
    dataDirs.push(dataDir);
    const startedAt = performance.now();
    servers.push(await startServerProcess({ ...env, DATA_DIR: dataDir }, { from }));
    log(`API process ${n + 1} (${from}) ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  }
  const bases = servers.map((server) => server.url.replace(/\/$/, ''));

  const users = await registerUsers(bases[0] as string);
  const titlePath = (n: number) => `/api/titles/${titleIds[n % titleIds.length]}`;
  const searchPath = (n: number) =>
    `/api/titles/search?query=${encodeURIComponent(searchQueries[n % searchQueries.length] ?? '')}`;
  const user = (n: number) => users[n % users.length] as { email: string; token: string };

  // Each process builds its cached answers once before any measuring, as it would in service.
  for (const server of servers) await waitUntilIdle(server);
  for (const base of bases) {
    await warm(base, [
      ...titleIds.map((_, n) => titlePath(n)),
      ...searchQueries.map((_, n) => searchPath(n)),
    ]);
    await load([base], { name: 'warm-up', call: () => ({ path: '/api/ping' }) }, 2);
  }

  const scales = (one: Figures, two: Figures) => ({
    goal: 'two processes > one',
    met: two.requestsPerSecond > one.requestsPerSecond * 1.05,
  });
  const scenarios: Scenario[] = [
    { name: 'GET /api/ping (ceiling)', call: () => ({ path: '/api/ping' }) },
    { name: 'title detail', call: (n) => ({ path: titlePath(n) }) },
    { name: 'search', call: (n) => ({ path: searchPath(n) }) },
    {
      name: 'title detail, signed in',
      call: (n) => ({ path: titlePath(n), headers: { authorization: `Bearer ${user(n).token}` } }),
      goal: scales,
    },
    {
      name: 'login',
      call: (n) => ({
        method: 'POST',
        path: '/api/sanc/login',
        headers: csrfHeaders,
        body: JSON.stringify({ email: user(n).email, password: PASSWORD }),
      }),
      // Each login is ~0.1 s of one core: 50 at once would only queue, and time out.
      connections: 10,
      goal: scales,
    },
  ];
  const only = argument('only', '').split(',').filter(Boolean);
  const chosen = scenarios.filter(
    (scenario) => only.length === 0 || only.some((word) => scenario.name.includes(word)),
  );
  log(
    `${connections} connections (login 10), ${seconds} s per line, load generator in this process (one core); ` +
      `load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
  for (const scenario of chosen) {
    await checkAnswers(bases, scenario);
    const one = await load(bases.slice(0, 1), scenario);
    const two = await load(bases, scenario);
    const { goal, met } = scenario.goal?.(one, two) ?? {};
    const gain = `×${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}`;
    log(`${scenario.name} | 1 process: ${describe(one)} | 2 processes: ${describe(two)} | ${gain}`);
    recordFigure({ name: `${scenario.name}, 1 API process`, value: describe(one) });
    recordFigure({
      name: `${scenario.name}, 2 API processes`,
      value: `${describe(two)} (${gain})`,
      goal,
      met,
    });
  }
} finally {
  for (const server of servers) await server.stop('SIGTERM');
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  await postgres.stop();
}
