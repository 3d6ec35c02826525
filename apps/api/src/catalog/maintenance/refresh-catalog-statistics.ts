import type { DatabaseHandle } from '../../db/client.ts';
import { vacuumAnalyzeCatalog } from './catalog-statistics-db.ts';

/**
 * VACUUM ANALYZE of the tables a bulk write changes most. The embedded database has no autovacuum:
 * without it, the planner works from stale statistics and the word-start index cannot answer by
 * itself (no visibility map), so title search reads the table (p99 ~31 ms instead of ~10 ms at
 * 100k titles). On PostgreSQL it does early what autovacuum would do a minute later.
 */
export async function refreshCatalogStatistics(database: Pick<DatabaseHandle, 'sql'>): Promise<void> {
  await vacuumAnalyzeCatalog(database);
}
