import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import { buildServer } from '../../src/server.ts';
import { readJson } from '../support/read-json.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';

const METRICS_TOKEN = 'scrape-me-7c1e5a9b3d';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ METRICS_TOKEN });
});
afterAll(async () => {
  await server?.close();
});

const scrape = (authorization?: string) =>
  fetch(`${server.url}/api/metrics`, { headers: authorization ? { authorization } : {} });

/** The value of the series `name{labels}` in a Prometheus text exposition, if present. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe(`GET /api/metrics (${testDatabaseKind()})`, () => {
  it('answers 401 with a Persian message without the token or with a wrong one', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-0000000000',
      `Basic ${METRICS_TOKEN}`,
      METRICS_TOKEN,
    ]) {
      const response = await scrape(authorization);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await readJson(response)).toEqual({ message: messages.unauthorized });
    }
  });

  it('reports answers by route pattern and status, latency, the catalogue cache, SSE clients and the process', async () => {
    for (const id of [987_654, 987_655]) await (await fetch(`${server.url}/api/titles/${id}`)).arrayBuffer();
    for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/api/genres`)).arrayBuffer();
    await (await fetch(`${server.url}/api/no-such-thing`)).arrayBuffer();

    const response = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();

    const titleRoute = { method: 'GET', route: '/api/titles/:id' };
    expect(sample(text, 'pardeh_http_requests_total', { ...titleRoute, status: '404' })).toBe(2);
    expect(
      sample(text, 'pardeh_http_requests_total', { method: 'GET', route: '/api/genres', status: '200' }),
    ).toBe(3);
    expect(text).not.toContain('987654');
    expect(sample(text, 'pardeh_http_request_duration_seconds_count', titleRoute)).toBe(2);
    expect(sample(text, 'pardeh_http_request_duration_seconds_bucket', { ...titleRoute, le: '+Inf' })).toBe(
      2,
    );
    // Unmatched addresses share one label whatever they were.
    expect(text).not.toContain('no-such-thing');

    // The first genres answer was built, the next two came from memory.
    expect(sample(text, 'pardeh_catalog_cache_lookups_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'pardeh_catalog_cache_lookups_total', { result: 'hit' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'pardeh_sse_clients')).toBe(0);
    // Present, not necessarily positive: a sandboxed host may count CPU time in coarse steps.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

    const pool = ['total', 'idle', 'waiting'].map((state) =>
      sample(text, 'pardeh_database_pool_connections', { state }),
    );
    if (testDatabaseKind() === 'postgres') {
      expect(pool[0]).toBeGreaterThanOrEqual(1);
      expect(pool[2]).toBe(0);
    } else {
      expect(pool).toEqual([undefined, undefined, undefined]);
    }
  });

  it('keeps the endpoint out of the OpenAPI document', async () => {
    const document = await (await fetch(`${server.url}/api/openapi.json`)).json();
    expect(Object.keys((document as { paths: object }).paths)).not.toContain('/api/metrics');
  });

  it('is not there at all without METRICS_TOKEN', async () => {
    const app = await buildServer({
      config: { ...server.app.config, metricsToken: null },
      database: server.database,
    });
    try {
      const response = await app.inject({
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
