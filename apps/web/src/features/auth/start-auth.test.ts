import type { User } from '@pardeh/contract';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, setCookie } from '../../lib/cookies.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { getCurrentUser } from './api/get-current-user.ts';
import { startAuth } from './start-auth.ts';

vi.mock('./api/get-current-user.ts', () => ({ getCurrentUser: vi.fn() }));

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

const fetchUser = vi.mocked(getCurrentUser);

beforeEach(() => {
  setCookie('token', 'abc');
  fetchUser.mockReset();
});
afterEach(() => {
  removeCookie('token');
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, status: 'idle' });
  focusManager.setFocused(undefined);
});

describe('startAuth', () => {
  it('refetches the current user when the window is focused again, so the notification dot is current', async () => {
    fetchUser.mockResolvedValueOnce(user);
    await startAuth();
    expect(useAuthStore.getState().user?.newNotifications).toBe(false);

    fetchUser.mockResolvedValueOnce({ ...user, newNotifications: true });
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(useAuthStore.getState().user?.newNotifications).toBe(true));
    expect(fetchUser).toHaveBeenCalledTimes(2);
  });

  it('fetches nothing on focus while signed out', async () => {
    removeCookie('token');
    await startAuth();
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    expect(fetchUser).not.toHaveBeenCalled();
  });
});
