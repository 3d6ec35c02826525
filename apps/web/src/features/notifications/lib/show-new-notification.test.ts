import type { User } from '@pardeh/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { showNewNotification } from './show-new-notification.ts';

const user: User = {
  id: 7,
  name: 'سارا',
  email: 'sara@example.com',
  phone: null,
  hasPassword: true,
  newNotifications: false,
  isAdmin: false,
  premium: { active: false, planId: null, expiresAt: null },
  createdAt: '2024-01-01T00:00:00.000Z',
};

afterEach(() => useAuthStore.setState({ token: null, user: null, status: 'idle' }));

describe('a new notification in a tab', () => {
  it('lights the header dot and makes the lists that show it stale', () => {
    useAuthStore.setState({ user, status: 'authenticated' });
    const queryClient = new QueryClient();
    const keys = [
      ['library', 'notifications', 1],
      ['library', 'summary'],
      ['library', 'requests', 1],
      ['watchlist'],
    ];
    for (const key of keys) queryClient.setQueryData(key, {});

    showNewNotification(queryClient);

    expect(useAuthStore.getState().user).toEqual({ ...user, newNotifications: true });
    expect(keys.map((queryKey) => queryClient.getQueryState(queryKey)?.isInvalidated)).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('changes nothing for a visitor who signed out meanwhile', () => {
    useAuthStore.setState({ user: null, status: 'error' });
    showNewNotification(new QueryClient());
    expect(useAuthStore.getState().user).toBeNull();
  });
});
