import type { AdminFileMarkers } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/media/files/{id}/markers`: suggested and confirmed markers, the file's address and duration. */
export const getFileMarkers = (fileId: number, signal?: AbortSignal) =>
  apiRequest<{ data: AdminFileMarkers }>(`/api/admin/media/files/${fileId}/markers`, { signal }).then(
    (body) => body.data,
  );

export const fileMarkersQueryKey = (fileId: number) => ['admin', 'file-markers', fileId] as const;

export const fileMarkersQueryOptions = (fileId: number) =>
  queryOptions({
    queryKey: fileMarkersQueryKey(fileId),
    queryFn: ({ signal }) => getFileMarkers(fileId, signal),
    staleTime: 0,
  });

export const useFileMarkers = (fileId: number) => useQuery(fileMarkersQueryOptions(fileId));
