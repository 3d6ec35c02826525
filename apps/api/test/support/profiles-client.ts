import type { CreateProfileBody, Profile, ProfilesState } from '@pardeh/contract';
import { registerAccount } from './auth-client.ts';
import { readJson } from './read-json.ts';

/** Calls as one session would, with its bearer token (bearer calls need no CSRF pair). */
export function sessionClient(baseUrl: string, token: string) {
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    call,
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    profiles: () => call('GET', '/api/user/profiles'),
    createProfile: (body: CreateProfileBody) => call('POST', '/api/user/profiles', body),
    updateProfile: (id: number, body: unknown) => call('PATCH', `/api/user/profiles/${id}`, body),
    deleteProfile: (id: number) => call('DELETE', `/api/user/profiles/${id}`),
    setPin: (id: number, pin: string) => call('PUT', `/api/user/profiles/${id}/pin`, { pin }),
    clearPin: (id: number) => call('DELETE', `/api/user/profiles/${id}/pin`),
    select: (id: number, pin?: string) =>
      call('POST', `/api/user/profiles/${id}/select`, pin === undefined ? {} : { pin }),
  };
}

async function dataOf<T>(response: Response, what: string): Promise<T> {
  if (response.status !== 200 && response.status !== 201)
    throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await readJson<{ data: T }>(response)).data;
}

/** Adds a profile to the session's account and answers it. */
export async function addProfile(baseUrl: string, token: string, body: CreateProfileBody): Promise<Profile> {
  return dataOf<Profile>(await sessionClient(baseUrl, token).createProfile(body), 'create profile');
}

/** Makes a profile the session's active one (with its PIN when it needs one). */
export async function useProfile(baseUrl: string, token: string, id: number, pin?: string) {
  return dataOf<ProfilesState>(await sessionClient(baseUrl, token).select(id, pin), 'select profile');
}

/**
 * A new account whose session is on a kids' profile (maturity age 12 unless given): for tests of
 * what a kids' profile may see. `adultProfileId` is the account's first profile.
 */
export async function kidsProfileSession(baseUrl: string, { maturityAge }: { maturityAge?: number } = {}) {
  const account = await registerAccount(baseUrl);
  const adult = await dataOf<ProfilesState>(
    await sessionClient(baseUrl, account.token).profiles(),
    'profiles',
  );
  const kids = await addProfile(baseUrl, account.token, {
    name: 'کودک',
    avatar: 'cat',
    kind: 'kids',
    ...(maturityAge === undefined ? {} : { maturityAge }),
  });
  await useProfile(baseUrl, account.token, kids.id);
  return { ...account, kidsProfile: kids, adultProfileId: adult.active.id };
}
