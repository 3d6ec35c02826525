import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { notificationsQueryKey } from '../api/get-notifications.ts';

/**
 * What a new notification makes stale: the list, and the dashboard's counts and requests it
 * reports on. Those two keys belong to features/user and features/requests; they are named here
 * rather than imported, so this chunk carries none of those features' code.
 */
const staleAfterNotification: QueryKey[] = [
  notificationsQueryKey,
  ['library', 'summary'],
  ['library', 'requests'],
];

/**
 * A notification arrived in this tab: the header dot lights at once (the user in the auth store,
 * where the header reads it; the server says the same on the next `GET /api/user`), and the
 * lists that show it refetch if they are on screen.
 */
export function showNewNotification(queryClient: QueryClient): void {
  const { user, setUser } = useAuthStore.getState();
  if (user && !user.newNotifications) setUser({ ...user, newNotifications: true });
  for (const queryKey of staleAfterNotification) void queryClient.invalidateQueries({ queryKey });
}
