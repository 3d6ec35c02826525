import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import {
  type NotificationStream,
  type NotificationStreamOptions,
  openNotificationStream,
} from './stream-notifications.ts';

export interface NotificationStreams {
  /**
   * Opens a stream; `started` resolves once its replay is sent, and rejects, with the stream ended,
   * when the database cannot be read.
   */
  open(options: Pick<NotificationStreamOptions, 'userId' | 'token' | 'lastEventId' | 'output'>): {
    stream: NotificationStream;
    started: Promise<void>;
  };
  /** Streams open now (metrics). */
  clientCount(): number;
  /** Ends every stream (server shutdown) and stops following events. */
  endAll(): void;
}

/**
 * The open streams of this API instance, by user. A `notification_created` event (from any
 * instance, `0014_notification_events.sql`) wakes that user's streams; after the event bus
 * reconnects, every stream catches up, since events may have been missed meanwhile.
 */
export function createNotificationStreams(deps: {
  db: Database;
  events: EventBus;
  heartbeatMs: number;
  log: FastifyBaseLogger;
}): NotificationStreams {
  const byUser = new Map<number, Set<NotificationStream>>();
  let count = 0;

  const forget = (stream: NotificationStream) => {
    const streams = byUser.get(stream.userId);
    if (!streams?.delete(stream)) return;
    count--;
    if (streams.size === 0) byUser.delete(stream.userId);
  };
  const stopFollowing = [
    deps.events.subscribe('notification_created', (payload) => {
      const userId = recipientOf(payload);
      if (userId !== null) for (const stream of byUser.get(userId) ?? []) stream.catchUp();
    }),
    deps.events.onReconnect(() => {
      for (const streams of byUser.values()) for (const stream of streams) stream.catchUp();
    }),
  ];

  return {
    open: (options) => {
      const { stream, started } = openNotificationStream({
        ...options,
        db: deps.db,
        heartbeatMs: deps.heartbeatMs,
        log: deps.log,
        onEnd: () => forget(stream),
      });
      // Followed before the start reads the database, so nothing committed meanwhile is missed.
      const streams = byUser.get(stream.userId) ?? new Set();
      byUser.set(stream.userId, streams.add(stream));
      count++;
      return { stream, started };
    },
    clientCount: () => count,
    endAll: () => {
      for (const stop of stopFollowing) stop();
      for (const streams of [...byUser.values()]) for (const stream of [...streams]) stream.end();
    },
  };
}

function recipientOf(payload: string): number | null {
  try {
    const { userId } = JSON.parse(payload) as { userId?: unknown };
    return typeof userId === 'number' ? userId : null;
  } catch {
    return null;
  }
}
