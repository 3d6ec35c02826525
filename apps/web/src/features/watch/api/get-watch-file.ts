import type { User, WatchFile } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

/**
 * `GET /api/watch/{title}/{fileId}`: the file, its address (null when it needs premium the caller
 * lacks) and the title's other versions.
 */
export async function getWatchFile(
  titleKey: string,
  fileId: string,
  signal?: AbortSignal,
): Promise<WatchFile> {
  const response = await apiRequest<{ data: WatchFile }>(
    `/api/watch/${encodeURIComponent(titleKey)}/${encodeURIComponent(fileId)}`,
    { signal },
  );
  return response.data;
}

// The answer depends on who asks (premium), so the user's id and premium state are in the key.
export const watchFileQueryOptions = (titleKey: string, fileId: string, viewer: string) =>
  queryOptions({
    queryKey: ['watch', 'file', titleKey, fileId, viewer],
    queryFn: ({ signal }) => getWatchFile(titleKey, fileId, signal),
    staleTime: 0,
  });

/** Who is asking, as the answer's cache key names them. */
export const watchViewer = (user: User | null): string =>
  user ? `${user.id}:${user.premium.active ? 'premium' : 'free'}` : 'guest';

export function useWatchFile(titleKey: string, fileId: string) {
  const viewer = watchViewer(useAuthStore((state) => state.user));
  return useQuery(watchFileQueryOptions(titleKey, fileId, viewer));
}
