import type { Screenshot } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/titles/{id}/screenshots` (signed in): the title's stills in order. */
export async function getScreenshots(id: string, signal?: AbortSignal): Promise<Screenshot[]> {
  const response = await apiRequest<{ data: Screenshot[] }>(
    `/api/titles/${encodeURIComponent(id)}/screenshots`,
    {
      signal,
    },
  );
  return response.data;
}

export const screenshotsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['titles', id, 'screenshots'],
    queryFn: ({ signal }) => getScreenshots(id, signal),
  });

export const useScreenshots = (id: string) => useQuery(screenshotsQueryOptions(id));
