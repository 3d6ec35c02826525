import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

// From a cached answer (~1 ms) to a request the timeout cuts off (30 s by default).
const LATENCY_BUCKETS_SECONDS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Counts answers by route and status and times them by route. The route is Fastify's pattern
 * (`/api/titles/:id`), never the address asked for, so the number of series stays bounded
 * whatever clients send; requests that match no route share the label `unmatched`.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const answers = new Counter({
    name: 'pardeh_http_requests_total',
    help: 'HTTP answers sent, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'pardeh_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched' };
    answers.inc({ ...labels, status: String(reply.statusCode) });
    latency.observe(labels, reply.elapsedTime / 1000);
  });
}
