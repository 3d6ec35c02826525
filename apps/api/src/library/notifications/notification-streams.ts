import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import {
  type NotificationStream,
  type NotificationStreamOptions,
  openNotificationStream,
} from './stream-notifications.ts';

export interface NotificationStreams {
  /**
   * Opens a stream; `started` resolves once its replay is sent, and rejects, with the stream ended,
   * when the database cannot be read. The user's oldest stream ends when they hold `perUser`
   * already; past `perProcess` streams on this instance it throws a 503.
   */
  open(
    options: Pick<NotificationStreamOptions, 'userId' | 'profileId' | 'token' | 'lastEventId' | 'output'>,
  ): {
    stream: NotificationStream;
    started: Promise<void>;
  };
  /** Streams open now (metrics). */
  clientCount(): number;
  /** Ends every stream (server shutdown) and stops following events. */
  endAll(): void;
}

/** How many streams may stay open (NOTIFICATION_STREAMS_PER_USER, NOTIFICATION_STREAMS_PER_PROCESS). */
export interface StreamLimits {
  perUser: number;
  perProcess: number;
}

/** A full instance tells the client to come back later than its own reconnection delay (5 s). */
const FULL_RETRY_AFTER_SECONDS = 30;

/**
 * The open streams of this API instance, by user. A `notification_created` event (from any
 * instance, `0014_notification_events.sql`) wakes that user's streams; after the event bus
 * reconnects, every stream catches up, since events may have been missed meanwhile. Each stream
 * holds a socket and ~60 kB, so they are capped: a user's new stream ends their oldest (the web
 * app keeps one per browser, so only a forgotten device or a script meets it), and a full
 * instance refuses new ones rather than run out of file descriptors.
 */
export function createNotificationStreams(deps: {
  db: Database;
  events: EventBus;
  heartbeatMs: number;
  limits: StreamLimits;
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
      const held = byUser.get(options.userId);
      if (held && held.size >= deps.limits.perUser) {
        const [oldest] = held;
        oldest?.end();
      }
      if (count >= deps.limits.perProcess) {
        throw new HttpError(503, messages.notifications.streamsFull, undefined, FULL_RETRY_AFTER_SECONDS);
      }
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
