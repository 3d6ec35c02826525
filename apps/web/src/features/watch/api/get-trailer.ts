import type { Trailer } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

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
