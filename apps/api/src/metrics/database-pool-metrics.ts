import { Gauge, type Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * PostgreSQL's connection pool as the last scrape found it: connections open, idle, and queries
 * waiting for one (waiting above zero for long means DATABASE_POOL_SIZE or the server is the
 * bottleneck). The embedded database has no pool and reports no series.
 */
export function registerDatabasePoolMetrics(database: DatabaseHandle, registry: Registry): void {
  new Gauge({
    name: 'pardeh_database_pool_connections',
    help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for a connection.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.stats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
}
