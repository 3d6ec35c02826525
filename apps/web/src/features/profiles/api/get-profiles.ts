import type { ProfilesState } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/user/profiles`: the account's profiles and the session's active one. */
export async function getProfiles(signal?: AbortSignal): Promise<ProfilesState> {
  const response = await apiRequest<{ data: ProfilesState }>('/api/user/profiles', { signal });
  return response.data;
}

/** Every profiles call's answer is kept under this key, so a change refreshes them all. */
export const PROFILES_KEY = ['profiles'] as const;

export const profilesQueryOptions = () =>
  queryOptions({ queryKey: PROFILES_KEY, queryFn: ({ signal }) => getProfiles(signal) });

export const useProfiles = () => useQuery(profilesQueryOptions());
