import type { FastifyInstance } from 'fastify';
import { followCatalogChanges } from './catalog-changes.ts';
import { type EventBus, openEventBus } from './event-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events from every process on this database: catalogue changes, new notifications. */
    events: EventBus;
  }
}

/** Opens `app.events`, keeps the catalogue caches in step with other processes, closes on shutdown. */
export async function registerEventBus(app: FastifyInstance): Promise<void> {
  const bus = await openEventBus(app.database, app.log);
  app.decorate('events', bus);
  followCatalogChanges(bus);
  // onClose runs after the server stopped answering and the streams ended (their preClose hook).
  app.addHook('onClose', () => bus.close());
}
