import type { MarkNotificationsReadBody, User } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/**
 * `POST /api/user/notifications`: marks all notifications read (or only `ids`) and answers the
 * user, whose `newNotifications` then lights or clears the header dot.
 */
export async function markNotificationsRead(body: MarkNotificationsReadBody = {}): Promise<User> {
  const answer = await apiRequest<{ data: User }>('/api/user/notifications', { method: 'POST', body });
  return answer.data;
}

/** Marks them read and puts the answered user in the auth store, so the dot goes without a reload. */
export function useMarkNotificationsRead() {
  const setUser = useAuthStore((state) => state.setUser);
  return useMutation({ mutationFn: markNotificationsRead, retry: false, onSuccess: setUser });
}
