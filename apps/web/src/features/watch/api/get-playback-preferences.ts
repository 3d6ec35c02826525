import type { PlaybackPreferences } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/user/playback-preferences`: what the player remembers for the signed-in user. */
export async function getPlaybackPreferences(signal?: AbortSignal): Promise<PlaybackPreferences> {
  const response = await apiRequest<{ data: PlaybackPreferences }>('/api/user/playback-preferences', {
    signal,
  });
  return response.data;
}

// One user's answer; signing out clears the query cache with the session.
export const PLAYBACK_PREFERENCES_KEY = ['user', 'playback-preferences'] as const;

export const playbackPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: PLAYBACK_PREFERENCES_KEY,
    queryFn: ({ signal }) => getPlaybackPreferences(signal),
    // Changed only from this app, which writes its changes into the cache.
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Asked only for a signed-in user; a visitor's choices stay on the device. */
export const usePlaybackPreferences = (signedIn: boolean) =>
  useQuery({ ...playbackPreferencesQueryOptions(), enabled: signedIn });
