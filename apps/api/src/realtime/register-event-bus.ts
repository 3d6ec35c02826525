import type { FastifyInstance } from 'fastify';
import { forgetRememberedSessions } from '../accounts/session-cache.ts';
import { followCatalogChanges } from './catalog-changes.ts';
import { type EventBus, openEventBus } from './event-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Events from every process on this database: catalogue changes, notifications, revocations. */
    events: EventBus;
  }
}

/** Opens `app.events`, keeps the catalogue caches in step with other processes, closes on shutdown. */
export async function registerEventBus(app: FastifyInstance): Promise<void> {
  const bus = await openEventBus(app.database, app.log);
  app.decorate('events', bus);
  followCatalogChanges(bus);
  // Sessions revoked anywhere: this process forgets the ones it remembers (accounts/session-cache.ts).
  bus.subscribe('session_revoked', forgetRememberedSessions);
  bus.onReconnect(forgetRememberedSessions);
  // onClose runs after the server stopped answering and the streams ended (their preClose hook).
  app.addHook('onClose', () => bus.close());
}
