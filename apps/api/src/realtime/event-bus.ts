import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';
import { listenOnPglite } from './pglite-listener.ts';
import { listenOnPostgres } from './postgres-listener.ts';

/**
 * The channels every API process listens on. Payloads carry ids only: PostgreSQL refuses a NOTIFY
 * payload of 8,000 bytes or more, and a listener reads what it needs from the database anyway.
 */
export const EVENT_CHANNELS = [
  'catalog_changed',
  'notification_created',
  'media_job_queued',
  'media_upload_lock_wanted',
  'session_revoked',
] as const;
export type EventChannel = (typeof EVENT_CHANNELS)[number];

export const isEventChannel = (name: string): name is EventChannel =>
  (EVENT_CHANNELS as readonly string[]).includes(name);

/** What a database listener hands the bus. */
export interface ListenerSink {
  deliver(channel: EventChannel, payload: string): void;
  /** The listener lost its connection and has it back: whatever was published meanwhile is lost. */
  reconnected(): void;
}

/**
 * Events published by any process on this database (`publish-event.ts`: a `pg_notify` that is
 * delivered when its transaction commits), as `app.events`.
 */
export interface EventBus {
  subscribe(channel: EventChannel, handler: (payload: string) => void): () => void;
  /** Called after a lost connection came back, so a subscriber can catch up on what it missed. */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

const RECONNECTED = Symbol('reconnected');

/**
 * Listens on the database itself on both drivers, so there is one way to publish: on PostgreSQL
 * through one dedicated connection (`postgres-listener.ts`), on the embedded database (one
 * process) through PGlite's own LISTEN. The driver clients are Drizzle's `$client`.
 */
export async function openEventBus(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  listenerOptions?: Parameters<typeof listenOnPostgres>[3],
): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const sink: ListenerSink = {
    deliver: (channel, payload) => emitter.emit(channel, payload),
    reconnected: () => emitter.emit(RECONNECTED),
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const stopListening =
    database.kind === 'postgres'
      ? await listenOnPostgres((client as pg.Pool).options, sink, log, listenerOptions)
      : await listenOnPglite(client as PGlite, sink);

  const listen = (event: EventChannel | typeof RECONNECTED, handler: (payload: string) => void) => {
    // A subscriber's failure is logged, never thrown into the database driver's event handlers.
    const wrapped = (payload: string) => {
      try {
        handler(payload);
      } catch (error) {
        log.error({ err: error }, 'an event subscriber failed');
      }
    };
    emitter.on(event, wrapped);
    return () => {
      emitter.off(event, wrapped);
    };
  };
  return {
    subscribe: (channel, handler) => listen(channel, handler),
    onReconnect: (handler) => listen(RECONNECTED, () => handler()),
    close: async () => {
      emitter.removeAllListeners();
      await stopListening();
    },
  };
}
