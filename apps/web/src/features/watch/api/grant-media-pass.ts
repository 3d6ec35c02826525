import type { MediaPass, WatchFile } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST /api/media/passes`: passes (cookies on each premium stream's path) for a file's version.
 * Asked of the page's own origin, where the player fetches `/media/…`, so the cookies land there.
 */
export async function grantMediaPass(fileId: number, signal?: AbortSignal): Promise<MediaPass> {
  const response = await apiRequest<{ data: MediaPass }>('/api/media/passes', {
    method: 'POST',
    body: { fileId },
    signal,
    origin: window.location.origin,
  });
  return response.data;
}

/**
 * Renewed at half its life for as long as the page plays, hidden tab included (a video plays on
 * in the background), so a pass never runs out under the player: the cookie is replaced and the
 * addresses the player holds stay the same, with no reload and no stall. Also renewed when the
 * page comes back into view or online: timers sleep with a laptop, and a pass that ran out
 * meanwhile is replaced before the viewer presses the player's «تلاش دوباره».
 */
export const mediaPassQueryOptions = (fileId: number, viewer: string) =>
  queryOptions({
    queryKey: ['watch', 'media-pass', fileId, viewer],
    queryFn: ({ signal }) => grantMediaPass(fileId, signal),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    refetchInterval: (query) => (query.state.data?.renewAfterSeconds ?? 60) * 1000,
    refetchIntervalInBackground: true,
  });

/** Whether this answer plays anything premium: the file, or a quality the player may switch to. */
export const needsMediaPass = ({ url, file, renditions }: WatchFile): boolean =>
  url !== null &&
  (file.premiumOnly || renditions.some((rendition) => rendition.premiumOnly && rendition.url));

export function useMediaPass(watch: WatchFile, viewer: string) {
  return useQuery({ ...mediaPassQueryOptions(watch.file.id, viewer), enabled: needsMediaPass(watch) });
}
