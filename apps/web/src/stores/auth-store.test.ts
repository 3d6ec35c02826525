import type { User } from '@pardeh/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { getCookie, removeCookie, setCookie } from '../lib/cookies.ts';
import { AUTH_STORAGE_NAME, useAuthStore } from './auth-store.ts';

const user: User = {
  id: 7,
  name: 'سارا',
  email: 'sara@example.com',
  phone: null,
  hasPassword: true,
  newNotifications: true,
  isAdmin: false,
  premium: { active: false, planId: null, expiresAt: null },
  createdAt: '2024-01-01T00:00:00.000Z',
};

const reset = () => {
  removeCookie('token');
  localStorage.clear();
  useAuthStore.setState({ token: null, user: null, status: 'idle' });
};

beforeEach(reset);
afterEach(reset);

describe('auth store', () => {
  it('starts with no user', () => {
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null, status: 'idle' });
  });

  it('without a token cookie goes straight to the error state and fetches nothing', async () => {
    const fetchUser = vi.fn<() => Promise<User>>();
    await useAuthStore.getState().loadCurrentUser(fetchUser);
    expect(fetchUser).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'error' });
  });

  it('with a token goes through loading to the fetched user', async () => {
    setCookie('token', 'abc');
    let resolve: (value: User) => void = () => {};
    const loading = useAuthStore.getState().loadCurrentUser(() => new Promise((done) => (resolve = done)));
    expect(useAuthStore.getState()).toMatchObject({ status: 'loading', token: 'abc', user: null });
    resolve(user);
    await loading;
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user, token: 'abc' });
  });

  it('signs out silently when the token is rejected, and forgets it', async () => {
    setCookie('token', 'stale');
    await useAuthStore.getState().loadCurrentUser(() => Promise.reject(new ApiError(401, 'نه')));
    expect(useAuthStore.getState()).toMatchObject({ status: 'error', user: null, token: null });
    expect(getCookie('token')).toBeUndefined();
  });

  it('keeps the token when the server cannot be reached', async () => {
    setCookie('token', 'abc');
    await useAuthStore.getState().loadCurrentUser(() => Promise.reject(new ApiError(0, 'network')));
    expect(useAuthStore.getState()).toMatchObject({ status: 'error', user: null });
    expect(getCookie('token')).toBe('abc');
  });

  it('shows a persisted user at once and refreshes it with one fetch', async () => {
    setCookie('token', 'abc');
    useAuthStore.setState({ user: { ...user, newNotifications: false }, token: 'abc' });
    const fetchUser = vi.fn(async () => user);
    const loading = useAuthStore.getState().loadCurrentUser(fetchUser);
    expect(useAuthStore.getState().status).toBe('authenticated');
    await loading;
    expect(fetchUser).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().user?.newNotifications).toBe(true);
  });

  it('stays signed out when the start-up check answers after the user signed out', async () => {
    setCookie('token', 'abc');
    useAuthStore.setState({ user, token: 'abc' });
    let resolve: (value: User) => void = () => {};
    const loading = useAuthStore.getState().loadCurrentUser(() => new Promise((done) => (resolve = done)));
    useAuthStore.getState().signOut();
    resolve(user);
    await loading;
    expect(useAuthStore.getState()).toMatchObject({ status: 'error', user: null, token: null });
  });

  it('reads the persisted token and user only when asked, and then at once', () => {
    localStorage.setItem(AUTH_STORAGE_NAME, JSON.stringify({ state: { token: 'abc', user }, version: 0 }));
    expect(useAuthStore.getState().user).toBeNull();
    void useAuthStore.persist.rehydrate();
    expect(useAuthStore.getState()).toMatchObject({ token: 'abc', user });
  });

  it('signIn stores the token in the cookie and persists token and user only', () => {
    useAuthStore.getState().signIn('fresh', user);
    expect(getCookie('token')).toBe('fresh');
    expect(useAuthStore.getState()).toMatchObject({ status: 'authenticated', user, token: 'fresh' });
    const persisted = JSON.parse(localStorage.getItem(AUTH_STORAGE_NAME) ?? '{}');
    expect(persisted.state).toEqual({ token: 'fresh', user });
  });

  it('signOut clears the cookie, the token and the user', () => {
    useAuthStore.getState().signIn('fresh', user);
    useAuthStore.getState().signOut();
    expect(getCookie('token')).toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({ status: 'error', user: null, token: null });
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_NAME) ?? '{}').state).toEqual({
      token: null,
      user: null,
    });
  });
});
