import type { TitleResult } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SearchAnswer } from './search-answer.ts';

/**
 * `GET /api/titles/search?query=`: the dropdown's titles (up to ten, so we know when there are
 * more than six), and the text searched instead when the query was typed with the other layout.
 */
export const searchTitles = (query: string, signal?: AbortSignal) =>
  apiRequest<SearchAnswer<TitleResult>>('/api/titles/search', { query: { query }, signal });

/**
 * Keyed by the settled text; `null` while the user is still typing, which leaves the previous
 * request without observers so React Query aborts it (its signal was handed to fetch).
 */
export const searchTitlesQueryOptions = (query: string | null) =>
  queryOptions({
    queryKey: ['search', 'titles', query],
    queryFn: ({ signal }) => searchTitles(query ?? '', signal),
    enabled: query !== null,
    retry: 1,
  });

export const useSearchTitles = (query: string | null) => useQuery(searchTitlesQueryOptions(query));
