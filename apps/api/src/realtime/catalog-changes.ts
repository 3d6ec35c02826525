import { randomUUID } from 'node:crypto';
import { invalidateCatalogCache } from '../catalog/cache/response-cache.ts';
import type { Database, SqlRunner } from '../db/client.ts';
import type { EventBus } from './event-bus.ts';
import { publishEvent } from './publish-event.ts';

// Names this process in its announcements: it has dropped its own caches already.
const thisProcess = randomUUID();

/**
 * Call after changing what catalogue answers show (an import, enrichment, a stored picture, an
 * operator's edit): drops this process's cached answers at once and tells every other process on
 * the database (other API instances; the servers, when this is a CLI) to drop theirs. A failed
 * announcement is not the writer's failure: the other caches expire within their 60 s anyway.
 */
export async function announceCatalogChange(target: Database | Pick<SqlRunner, 'query'>): Promise<void> {
  invalidateCatalogCache();
  await publishEvent(target, 'catalog_changed', thisProcess).catch(() => {});
}

/**
 * Drops this process's cached catalogue answers whenever another process announces a change, and
 * after the bus reconnects, since an announcement may have been missed meanwhile.
 */
export function followCatalogChanges(bus: EventBus): void {
  bus.subscribe('catalog_changed', (origin) => {
    if (origin !== thisProcess) invalidateCatalogCache();
  });
  bus.onReconnect(invalidateCatalogCache);
}
