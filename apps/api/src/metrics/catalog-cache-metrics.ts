import { Counter, type Registry } from 'prom-client';
import { catalogCacheFor } from '../catalog/cache/response-cache.ts';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * Lookups in the catalogue's response cache, answered from memory (`hit`) or built (`miss`); the
 * hit rate is `rate(…{result="hit"}[5m]) / rate(…[5m])` summed over results.
 */
export function registerCatalogCacheMetrics(database: DatabaseHandle, registry: Registry): void {
  new Counter({
    name: 'pardeh_catalog_cache_lookups_total',
    help: 'Catalogue response cache lookups, by result (hit: answered from memory, miss: built).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      const { hits, misses } = catalogCacheFor(database).lookups;
      // The cache keeps the running totals; a scrape copies them.
      this.reset();
      this.inc({ result: 'hit' }, hits);
      this.inc({ result: 'miss' }, misses);
    },
  });
}
