import type { PlaybackPreferences, PlaybackPreferencesUpdate } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PLAYBACK_PREFERENCES_KEY } from './get-playback-preferences.ts';

/** `PUT /api/user/playback-preferences`: changes the fields sent, keeps the others. */
export async function updatePlaybackPreferences(
  update: PlaybackPreferencesUpdate,
): Promise<PlaybackPreferences> {
  const response = await apiRequest<{ data: PlaybackPreferences }>('/api/user/playback-preferences', {
    method: 'PUT',
    body: update satisfies PlaybackPreferencesUpdate,
  });
  return response.data;
}

/**
 * Saves a choice made in the player: the cache takes it at once (the switch turns and stays
 * turned) and the server's answer replaces it. A failed save is not shown: the choice still holds
 * for this visit, and the next one starts from what the server kept.
 */
export function useUpdatePlaybackPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlaybackPreferences,
    retry: false,
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: PLAYBACK_PREFERENCES_KEY });
      queryClient.setQueryData<PlaybackPreferences>(
        PLAYBACK_PREFERENCES_KEY,
        (current) => current && { ...current, ...update },
      );
    },
    onSuccess: (saved) => queryClient.setQueryData(PLAYBACK_PREFERENCES_KEY, saved),
  });
}
