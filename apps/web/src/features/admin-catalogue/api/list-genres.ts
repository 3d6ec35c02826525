import type { AdminGenre } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/genres`: every genre, for the title editor's picker. */
export const listGenres = (signal?: AbortSignal) =>
  apiRequest<{ data: AdminGenre[] }>('/api/admin/genres', { signal }).then((body) => body.data);

export const adminGenresQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'genres'],
    queryFn: ({ signal }) => listGenres(signal),
    staleTime: 5 * 60_000,
  });

export const useAdminGenres = () => useQuery(adminGenresQueryOptions());
