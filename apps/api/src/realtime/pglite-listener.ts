import type { PGlite } from '@electric-sql/pglite';
import { EVENT_CHANNELS, type ListenerSink } from './event-bus.ts';

/**
 * The embedded database runs in this process only, so its own LISTEN is the whole bus: a
 * notification arrives when the transaction that sent it commits, as on PostgreSQL, and never
 * after a rollback. It cannot lose its connection, so it never reconnects.
 */
export async function listenOnPglite(client: PGlite, sink: ListenerSink): Promise<() => Promise<void>> {
  const unlisteners = await Promise.all(
    EVENT_CHANNELS.map((channel) => client.listen(channel, (payload) => sink.deliver(channel, payload))),
  );
  return async () => {
    if (!client.closed) await Promise.all(unlisteners.map((unlisten) => unlisten()));
  };
}
