import type { Genre } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/genres`: every genre with its Persian name and how many titles it has, largest first. */
const getGenres = (signal?: AbortSignal) =>
  apiRequest<{ data: Genre[] }>('/api/genres', { signal }).then((body) => body.data);

/** One key for the categories page and the listing's genre filter, so both share one answer. */
const genresQueryOptions = () =>
  queryOptions({ queryKey: ['genres'], queryFn: ({ signal }) => getGenres(signal), staleTime: 10 * 60_000 });

export const useGenres = () => useQuery(genresQueryOptions());
