import type { User } from '@pardeh/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, setCookie } from '../../../lib/cookies.ts';
import { isKidsProfile } from '../../../stores/auth-store.ts';
import { getTitle } from './get-title.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  removeCookie('token');
});

const headersOfCall = async (kids: boolean) => {
  setCookie('token', 'tok123');
  const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { id: 7 } }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  await getTitle('7', false, kids);
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return init.headers as Record<string, string>;
};

describe('getTitle', () => {
  it('leaves the token out for adults, so they share the cached answer', async () => {
    expect((await headersOfCall(false)).Authorization).toBeUndefined();
  });

  it('sends the token for a kids’ profile, whose answer the API filters', async () => {
    expect((await headersOfCall(true)).Authorization).toBe('Bearer tok123');
  });
});

describe('isKidsProfile', () => {
  const user = { id: 1, name: 'x' } as User;
  it('reads the active profile’s kind from the signed-in user', () => {
    expect(isKidsProfile({ ...user, profile: { kind: 'kids' } } as User)).toBe(true);
    expect(isKidsProfile({ ...user, profile: { kind: 'adult' } } as User)).toBe(false);
    expect(isKidsProfile(user)).toBe(false);
    expect(isKidsProfile(null)).toBe(false);
  });
});
