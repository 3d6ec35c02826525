import type { FastifyBaseLogger } from 'fastify';
import { authenticateSession } from '../../accounts/authenticate-session.ts';
import type { Database } from '../../db/client.ts';
import { sseComment, sseEvent, sseRetry } from '../../realtime/server-sent-events.ts';
import { listNotificationsAfter, newestNotificationId } from './notifications-db.ts';
import { presentNotification } from './present-notification.ts';

/** Events replayed or sent at once at most; older ones are in GET /api/user/notifications. */
export const STREAM_BATCH_LIMIT = 100;
/** How soon a browser reconnects after the stream ends (the `retry:` line). */
const RECONNECT_AFTER_MS = 5_000;

/** Where a stream writes: the HTTP answer's body. */
export interface StreamOutput {
  write(chunk: string): unknown;
  end(): unknown;
}

export interface NotificationStreamOptions {
  db: Database;
  userId: number;
  /** The session's active profile when the stream opened: whose notifications it sends. */
  profileId: number;
  /** The session's bearer token: checked again at every heartbeat, so a revoked session's stream ends. */
  token: string;
  /** The last event the browser saw (`Last-Event-ID`): what came after it is replayed first. */
  lastEventId: number | null;
  heartbeatMs: number;
  output: StreamOutput;
  log: FastifyBaseLogger;
  onEnd(): void;
}

export interface NotificationStream {
  readonly userId: number;
  /** Sends the user's notifications newer than the last one sent; call when one may have arrived. */
  catchUp(): void;
  end(): void;
}

/**
 * One browser's live stream of the user's new notifications (docs: the SSE protocol). Each event's
 * id is the notification's id, and ids grow, so "newer than the last one sent" is one indexed
 * query, whatever woke the stream: an event from any instance, a reconnected listener, a replay.
 * Notifications of one user are written under their user row's lock (notifyUsers and the
 * catalogue triggers), so they commit in id order and none is skipped.
 */
export function openNotificationStream(options: NotificationStreamOptions): {
  stream: NotificationStream;
  /** Writes the start of the stream and the replay; rejects when the database cannot be read. */
  started: Promise<void>;
} {
  const { db, userId, profileId, output, log } = options;
  let cursor: number | null = null;
  let sending: Promise<void> | null = null;
  let sendAgain = false;
  let ended = false;

  const send = async () => {
    do {
      sendAgain = false;
      const rows = await listNotificationsAfter(db, { userId, profileId }, cursor ?? 0, STREAM_BATCH_LIMIT);
      for (const row of rows) {
        if (ended) return;
        output.write(sseEvent(row.id, 'notification', JSON.stringify(presentNotification(row))));
        cursor = row.id;
      }
    } while (sendAgain && !ended);
  };

  const catchUp = () => {
    // Before the start has set the cursor, the start's own catch-up covers what arrives.
    if (ended || cursor === null) return;
    if (sending) {
      sendAgain = true;
      return;
    }
    sending = send()
      .catch((error: unknown) =>
        log.warn({ err: error }, 'a notification stream could not read new notifications'),
      )
      .finally(() => {
        sending = null;
      });
  };

  const heartbeat = setInterval(async () => {
    try {
      if (!(await authenticateSession(db, options.token))) return end();
    } catch (error) {
      // The database is away: keep the stream; the listener's reconnection catches it up.
      log.debug({ err: error }, 'a notification stream could not check its session');
    }
    if (!ended) output.write(sseComment('heartbeat'));
  }, options.heartbeatMs);

  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    output.end();
    options.onEnd();
  };

  const started = (async () => {
    output.write(sseRetry(RECONNECT_AFTER_MS));
    cursor = options.lastEventId ?? (await newestNotificationId(db, { userId, profileId }));
    catchUp();
  })();
  started.catch(end);
  return { stream: { userId, catchUp, end }, started };
}
