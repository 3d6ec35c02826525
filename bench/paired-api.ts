/**
 * The API's per-request cost against an earlier build, paired on this host: the earlier build
 * runs from a git worktree (made under var/bench-builds/ and installed on first use), both
 * servers run from their own source on an embedded database seeded with the demo catalogue, and
 * each scenario is loaded on one, then the other, alternating which goes first, for several
 * rounds. A shared, noisy machine moves both alike within a pair, so the pairs' ratios are what
 * to read (their median), never one absolute figure.
 *
 *   node --import tsx bench/paired-api.ts [--base 9d275fb] [--rounds 5] [--seconds 5] [--database postgres]
 *
 * `--database postgres` gives each build a database of its own on one throwaway PostgreSQL server
 * (each migrates and seeds its own, as on a first start) instead of the embedded one.
 * Goal (#27): ping, cached title detail and search at ≥ 95 % of the base's requests/s. Also
 * reported, for this build only: a signed-in title detail against the anonymous cached one
 * (goal ≥ 50 %), and first views of title pages (each built from the database) against ping
 * (goal ≥ 10 %).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { fetchCsrf, newAccount } from '../apps/api/test/support/auth-client.ts';
import { type ServerProcess, startServerProcess } from '../apps/api/test/support/run-server-process.ts';
import { createEmptyBenchDatabase, startBenchPostgres } from './support/bench-databases.ts';
import { buildWorktree } from './support/build-worktree.ts';
import { recordFigure, thousands } from './support/figures.ts';
import { waitUntilIdle } from './support/wait-until-idle.ts';

const option = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return (index > 0 ? process.argv[index + 1] : undefined) ?? fallback;
};
const baseRef = option('base', '9d275fb');
const rounds = Number(option('rounds', '5'));
const seconds = Number(option('seconds', '5'));
const onPostgres = option('database', 'pglite') === 'postgres';
const databaseLabel = onPostgres ? 'PostgreSQL' : 'embedded';
const log = (line: string) => process.stdout.write(`${line}\n`);
const repoRoot = path.resolve(import.meta.dirname, '..');

interface Build {
  label: string;
  server: ServerProcess;
  url: string;
  dataDir: string;
  token: string | null;
}

async function startBuild(label: string, root: string, databaseUrl?: string): Promise<Build> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pardeh-paired-${label}-`));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      IMAGE_FETCH: 'false',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    { root },
  );
  const url = server.url.replace(/\/$/, '');
  await waitUntilIdle(server);
  return { label, server, url, dataDir, token: await signIn(url) };
}

/** A session for the signed-in scenario, or null when this build has no accounts to make one with. */
async function signIn(url: string): Promise<string | null> {
  try {
    const csrf = await fetchCsrf(url);
    const response = await fetch(`${url}/api/sanc/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: csrf.cookie, 'x-xsrf-token': csrf.token },
      body: JSON.stringify(newAccount()),
    });
    return response.status === 201 ? ((await response.json()) as { token: string }).token : null;
  } catch {
    return null;
  }
}

// What the home page and the search box ask for: typed queries, answered from the cache once warm.
const searchQueries = ['the', 'god', 'star wa', 'love', 'man', 'night', 'dark kn', 'بار', 'عشق', 'lord of'];
const hotIds = Array.from({ length: 40 }, (_, index) => 1 + index * 7);
let coldNext = 600;

interface Scenario {
  name: string;
  paths: () => string[];
  signedIn?: boolean;
}
const scenarios: Scenario[] = [
  { name: 'GET /api/ping', paths: () => ['/api/ping'] },
  { name: 'GET /api/titles/{id} (cached)', paths: () => hotIds.map((id) => `/api/titles/${id}`) },
  {
    name: 'GET /api/titles/search (cached)',
    paths: () => searchQueries.map((query) => `/api/titles/search?query=${encodeURIComponent(query)}`),
  },
  {
    name: 'GET /api/titles/{id}, signed in',
    paths: () => hotIds.map((id) => `/api/titles/${id}`),
    signedIn: true,
  },
  {
    // Titles no earlier round asked for: each first view is built from the database.
    name: 'GET /api/titles/{id} (first views)',
    paths: () => Array.from({ length: 4_000 }, () => `/api/titles/${coldNext++}`),
  },
];

async function load(build: Build, scenario: Scenario, paths: string[]): Promise<number | null> {
  if (scenario.signedIn && !build.token) return null;
  let next = 0;
  const result = await autocannon({
    url: build.url,
    connections: 50,
    duration: seconds,
    headers: scenario.signedIn ? { authorization: `Bearer ${build.token}` } : {},
    requests: [{ setupRequest: (request: object) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  return result.requests.average;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const { root: baseRoot } = buildWorktree(baseRef);
const postgres = onPostgres ? await startBenchPostgres() : null;
const builds: Build[] = [];
try {
  const databaseUrl = async (name: string) =>
    postgres ? createEmptyBenchDatabase(postgres.adminUrl, name) : undefined;
  builds.push(await startBuild('head', repoRoot, await databaseUrl('pardeh_paired_head')));
  builds.push(await startBuild(baseRef, baseRoot, await databaseUrl('pardeh_paired_base')));
  const [head, base] = builds as [Build, Build];
  // Warm the JIT and the caches the cached scenarios read.
  for (const build of builds)
    for (const scenario of scenarios.slice(0, 4)) await load(build, scenario, scenario.paths());

  const figures = new Map<string, { head: number[]; base: number[]; ratios: number[] }>();
  for (let round = 0; round < rounds; round++) {
    for (const scenario of scenarios) {
      const paths = scenario.paths();
      const order = round % 2 === 0 ? [head, base] : [base, head];
      const got = new Map<Build, number | null>();
      for (const build of order) got.set(build, await load(build, scenario, paths));
      const entry = figures.get(scenario.name) ?? { head: [], base: [], ratios: [] };
      const [headRate, baseRate] = [got.get(head), got.get(base)];
      if (headRate != null) entry.head.push(headRate);
      if (baseRate != null) entry.base.push(baseRate);
      if (headRate != null && baseRate != null) entry.ratios.push(headRate / baseRate);
      figures.set(scenario.name, entry);
      log(
        `round ${round + 1} | ${scenario.name} | head ${thousands(headRate ?? 0)} | ${baseRef} ${thousands(baseRate ?? 0)} req/s`,
      );
    }
  }

  const load1 = os.loadavg()[0]?.toFixed(1);
  log(
    `\nmedians of ${rounds} paired rounds, ${seconds} s each, 50 connections, ${databaseLabel} (load ${load1}):`,
  );
  const headMedian = (name: string) => median(figures.get(name)?.head ?? []);
  for (const [name, { head: headRates, base: baseRates, ratios }] of figures) {
    const ratio = ratios.length ? median(ratios) : null;
    const paired = [
      'GET /api/ping',
      'GET /api/titles/{id} (cached)',
      'GET /api/titles/search (cached)',
    ].includes(name);
    log(
      `${name}: head ${thousands(median(headRates))}, ${baseRef} ${baseRates.length ? thousands(median(baseRates)) : '–'} req/s` +
        (ratio ? `, head/${baseRef} ${ratio.toFixed(2)}` : ''),
    );
    recordFigure({
      name: `${name}, ${databaseLabel}, this build against ${baseRef} (paired medians)`,
      value:
        `${thousands(median(headRates))} against ${baseRates.length ? thousands(median(baseRates)) : '–'} req/s` +
        (ratio ? ` (×${ratio.toFixed(2)})` : ''),
      ...(paired && ratio ? { goal: `≥ 0.95 × ${baseRef}`, met: ratio >= 0.95 } : {}),
    });
  }
  const signedInShare =
    headMedian('GET /api/titles/{id}, signed in') / headMedian('GET /api/titles/{id} (cached)');
  const firstViewShare = headMedian('GET /api/titles/{id} (first views)') / headMedian('GET /api/ping');
  log(`signed-in detail / anonymous cached detail: ${(signedInShare * 100).toFixed(0)} %`);
  log(`first views / ping: ${(firstViewShare * 100).toFixed(0)} %`);
  recordFigure({
    name: `signed-in title detail against the anonymous cached one, ${databaseLabel}`,
    value: `${(signedInShare * 100).toFixed(0)} %`,
    goal: '≥ 50 %',
    met: signedInShare >= 0.5,
  });
  recordFigure({
    name: `first views of title pages against ping, ${databaseLabel}`,
    value: `${(firstViewShare * 100).toFixed(0)} %`,
    goal: '≥ 10 %',
    met: firstViewShare >= 0.1,
  });
} finally {
  for (const build of builds) {
    await build.server.stop();
    fs.rmSync(build.dataDir, { recursive: true, force: true });
  }
  await postgres?.stop();
}
