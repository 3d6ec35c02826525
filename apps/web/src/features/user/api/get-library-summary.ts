import type { LibrarySummary } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/user/summary`: the dashboard's counts of what the user keeps. */
export async function getLibrarySummary(signal?: AbortSignal): Promise<LibrarySummary> {
  const response = await apiRequest<{ data: LibrarySummary }>('/api/user/summary', { signal });
  return response.data;
}

export const librarySummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['library', 'summary'],
    queryFn: ({ signal }) => getLibrarySummary(signal),
    // Counts change on other pages (a title saved, a file finished): always refetch on opening.
    staleTime: 0,
  });

export const useLibrarySummary = () => useQuery(librarySummaryQueryOptions());
