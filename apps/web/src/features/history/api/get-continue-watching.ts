import type { ContinueWatching } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/user/continue-watching`: started films and episodes, and each series' next episode. */
export async function getContinueWatching(signal?: AbortSignal): Promise<ContinueWatching> {
  const response = await apiRequest<{ data: ContinueWatching }>('/api/user/continue-watching', { signal });
  return response.data;
}

export const continueWatchingQueryOptions = () =>
  queryOptions({
    queryKey: ['library', 'continue-watching'],
    queryFn: ({ signal }) => getContinueWatching(signal),
    // Playing moves it on without this query knowing: ask again whenever the row mounts.
    staleTime: 0,
  });

export const useContinueWatching = () => useQuery(continueWatchingQueryOptions());
