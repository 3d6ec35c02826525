import type { FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { metricsRoutes } from '../routes/metrics.ts';
import { registerCatalogCacheMetrics } from './catalog-cache-metrics.ts';
import { registerDatabasePoolMetrics } from './database-pool-metrics.ts';
import { registerHttpMetrics } from './http-metrics.ts';
import { processMetrics } from './process-metrics.ts';
import { registerSseClientMetrics } from './sse-client-metrics.ts';

/**
 * `GET /api/metrics` (Prometheus text format) and what it reports, only when METRICS_TOKEN is
 * set: without it nothing is counted and the address answers 404. Each server has its own
 * registry (tests build several in one process); the process's figures are shared. Register it
 * before the routes, so its hook times every one of them.
 */
export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const token = app.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  registerHttpMetrics(app, registry);
  registerDatabasePoolMetrics(app.database, registry);
  registerCatalogCacheMetrics(app.database, registry);
  registerSseClientMetrics(app, registry);
  const render = async () => `${await processMetrics().metrics()}\n${await registry.metrics()}`;
  await app.register(metricsRoutes, { token, render, contentType: registry.contentType });
}
