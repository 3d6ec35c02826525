import type { PersonResult } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SearchAnswer } from './search-answer.ts';

/** `GET /api/people/search?query=`: the dropdown's people (up to ten), as search-titles.ts's titles. */
export const searchPeople = (query: string, signal?: AbortSignal) =>
  apiRequest<SearchAnswer<PersonResult>>('/api/people/search', { query: { query }, signal });

/** Keyed by the settled text; `null` while typing, which aborts the older request. */
export const searchPeopleQueryOptions = (query: string | null) =>
  queryOptions({
    queryKey: ['search', 'people', query],
    queryFn: ({ signal }) => searchPeople(query ?? '', signal),
    enabled: query !== null,
    retry: 1,
  });

export const useSearchPeople = (query: string | null) => useQuery(searchPeopleQueryOptions(query));
