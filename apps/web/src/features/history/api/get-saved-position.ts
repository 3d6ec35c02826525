import type { SavedPosition } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/user/progress/{fileId}`: where the file's film or episode was left, or null. */
export async function getSavedPosition(fileId: number, signal?: AbortSignal): Promise<SavedPosition> {
  const response = await apiRequest<{ data: SavedPosition }>(`/api/user/progress/${fileId}`, { signal });
  return response.data;
}

export const savedPositionQueryOptions = (fileId: number) =>
  queryOptions({
    queryKey: ['library', 'progress', fileId],
    queryFn: ({ signal }) => getSavedPosition(fileId, signal),
    // Asked once per visit of the watch page, always fresh: the last visit may have moved it.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useSavedPosition = (fileId: number, enabled: boolean) =>
  useQuery({ ...savedPositionQueryOptions(fileId), enabled });
