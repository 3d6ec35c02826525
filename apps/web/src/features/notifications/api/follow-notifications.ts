import type { Notification } from '@pardeh/contract';
import { buildApiUrl } from '../../../lib/api-client.ts';
import { readTokenCookie } from '../../../lib/token-cookie.ts';
import { followEventStream, type StreamEnd } from '../lib/event-stream.ts';

export const NOTIFICATION_STREAM_PATH = '/api/user/notifications/stream';

export interface FollowNotificationsOptions {
  /** The id of the last notification this browser heard of: the server replays those after it. */
  lastEventId?: string;
  signal: AbortSignal;
  onNotification(notification: Notification, eventId: string): void;
}

/**
 * `GET /api/user/notifications/stream`: the signed-in user's new notifications as Server-Sent
 * Events (`event: notification`, the id as event id), followed until `signal` aborts or the
 * session ends. The bearer token comes from the `token` cookie before each attempt, as every
 * API call's does.
 */
export function followNotifications(options: FollowNotificationsOptions): Promise<StreamEnd> {
  return followEventStream({
    url: buildApiUrl(NOTIFICATION_STREAM_PATH),
    headers: () => {
      const token = readTokenCookie();
      return token ? { Accept: 'text/event-stream', Authorization: `Bearer ${token}` } : null;
    },
    lastEventId: options.lastEventId,
    signal: options.signal,
    onEvent: (event) => {
      if (event.event !== 'notification') return;
      let notification: Notification;
      try {
        notification = JSON.parse(event.data) as Notification;
      } catch {
        return; // Not ours to show; the list API still has it.
      }
      options.onNotification(notification, event.id);
    },
  });
}
