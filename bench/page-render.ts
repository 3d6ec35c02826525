/**
 * Server-rendered pages' throughput (#33): requests/s and latency of the home page and title pages
 * as HTML, cached (the rendered page kept per address) and uncached (every request a page not yet
 * rendered), beside GET /api/ping and the title's JSON on the same server, with autocannon
 * (20 connections, 127.0.0.1, brotli accepted as browsers ask). The server runs as `npm start`
 * runs it, on the embedded database with the demo catalogue; needs the web build (`npm run build`).
 *
 *   node --import tsx bench/page-render.ts [--seconds 10]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServerProcess } from '../apps/api/test/support/run-server-process.ts';
import { recordFigure, thousands } from './support/figures.ts';
import { waitUntilIdle } from './support/wait-until-idle.ts';

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return Number((index > 0 ? process.argv[index + 1] : undefined) ?? fallback);
};
const seconds = argument('seconds', 10);
const log = (line: string) => process.stdout.write(`${line}\n`);

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** Loads `paths` in turn; `unique` adds a query parameter no page reads (nor strips), so no answer is cached. */
async function load(url: string, paths: string[], unique = false): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [
      {
        setupRequest: (request: object) => {
          const n = next++;
          const pathname = paths[n % paths.length] ?? '/';
          return { ...request, path: unique ? `${pathname}?fresh=${n}` : pathname };
        },
      },
    ],
  });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-bench-render-'));
const server = await startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', IMAGE_FETCH: 'false' });
const base = server.url.replace(/\/$/, '');
try {
  await waitUntilIdle(server);
  const listing = (await (await fetch(`${base}/api/titles/search?order_by=votes&per_page=50`)).json()) as {
    data: { id: number; path: string }[];
  };
  const titlePages = listing.data.map((title) => title.path);
  const titleJson = listing.data.map((title) => `/api/titles/${title.id}`);
  // Warm: every page of the cached runs rendered once, the JIT on its way.
  for (const pathname of ['/', ...titlePages]) await fetch(`${base}${pathname}`);
  const scenarios: Array<[string, string[], boolean]> = [
    ['GET /api/ping (ceiling)', ['/api/ping'], false],
    ['GET /api/titles/{id} (JSON, cached)', titleJson, false],
    ['GET / (HTML, cached)', ['/'], false],
    ['GET /titles/{id}/{slug} (HTML, cached)', titlePages, false],
    ['GET / (HTML, rendered each time)', ['/'], true],
    ['GET /titles/{id}/{slug} (HTML, rendered each time)', titlePages, true],
  ];
  for (const [name, paths, unique] of scenarios) {
    const figures = await load(base, paths, unique);
    const value =
      `${thousands(figures.requests)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms` +
      (figures.non2xx ? `, ${figures.non2xx} non-2xx` : '');
    recordFigure({ name: `${name}, embedded`, value });
    log(`${name} | ${value}`);
  }
} finally {
  await server.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
