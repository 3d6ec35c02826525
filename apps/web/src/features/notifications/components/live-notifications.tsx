import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { followNotifications } from '../api/follow-notifications.ts';
import { shareAcrossTabs } from '../lib/share-across-tabs.ts';
import { showNewNotification } from '../lib/show-new-notification.ts';

/** Lock and channel of the browser's one notification stream. */
const STREAM_NAME = 'pardeh-notifications';

/** What the leading tab tells every tab about each notification. */
interface NotificationHeard {
  eventId: string;
}

/**
 * Brings new notifications into every open tab while mounted (the app mounts it for signed-in
 * users, after the first paint). One tab of the browser holds the stream and tells the others;
 * when it closes, the next one takes over from the last event any tab heard of, so the server
 * replays what came in between.
 */
export function LiveNotifications() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const controller = new AbortController();
    let lastEventId: string | undefined;
    shareAcrossTabs<NotificationHeard>({
      name: STREAM_NAME,
      signal: controller.signal,
      lead: (publish, signal) =>
        followNotifications({
          lastEventId,
          signal,
          onNotification: (_notification, eventId) => publish({ eventId }),
        }),
      onMessage: (heard) => {
        lastEventId = heard.eventId;
        showNewNotification(queryClient);
      },
    });
    return () => controller.abort();
  }, [queryClient]);
  return null;
}
