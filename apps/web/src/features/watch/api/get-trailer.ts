import type { Trailer, WatchTitle } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/watch/trailer/{title}`: the trailer's address and its title. */
export async function getTrailer(titleKey: string, signal?: AbortSignal): Promise<Trailer> {
  const response = await apiRequest<{ data: Trailer }>(`/api/watch/trailer/${encodeURIComponent(titleKey)}`, {
    signal,
  });
  return response.data;
}

export const trailerQueryOptions = (titleKey: string) =>
  queryOptions({
    queryKey: ['watch', 'trailer', titleKey],
    queryFn: ({ signal }) => getTrailer(titleKey, signal),
  });

export const useTrailer = (titleKey: string) => useQuery(trailerQueryOptions(titleKey));

/** The title named by the trailer call's 404 when the title exists but has no trailer. */
export function titleWithoutTrailer(error: unknown): WatchTitle | null {
  if (!(error instanceof ApiError) || error.status !== 404) return null;
  const title = error.body?.title as WatchTitle | undefined;
  return typeof title?.path === 'string' ? title : null;
}
