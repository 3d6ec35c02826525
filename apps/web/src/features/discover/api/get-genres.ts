import type { Genre } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/genres`: every genre with its Persian name, for the listing's genre filter. */
export const getGenres = (signal?: AbortSignal) =>
  apiRequest<{ data: Genre[] }>('/api/genres', { signal }).then((body) => body.data);

export const genresQueryOptions = () =>
  queryOptions({ queryKey: ['genres'], queryFn: ({ signal }) => getGenres(signal), staleTime: 10 * 60_000 });

export const useGenres = () => useQuery(genresQueryOptions());
