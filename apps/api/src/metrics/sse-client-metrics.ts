import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';

interface ClientCounter {
  clientCount(): number;
}

/** Open notification streams (Server-Sent Events) on this process. */
export function registerSseClientMetrics(app: FastifyInstance, registry: Registry): void {
  new Gauge({
    name: 'pardeh_sse_clients',
    help: 'Notification streams (Server-Sent Events) open on this process.',
    registers: [registry],
    collect() {
      // Read at scrape time: the streams are decorated by a plugin registered after this one.
      const streams = app.hasDecorator('notificationStreams')
        ? (Reflect.get(app, 'notificationStreams') as ClientCounter | undefined)
        : undefined;
      this.set(streams?.clientCount() ?? 0);
    },
  });
}
