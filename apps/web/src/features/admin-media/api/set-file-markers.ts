import type { AdminFileMarkers, SetFileMarkersBody } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { fileMarkersQueryKey } from './get-file-markers.ts';

/** `PUT /api/admin/media/files/{id}/markers`: the file's confirmed markers, the whole list. */
export const setFileMarkers = ({ fileId, body }: { fileId: number; body: SetFileMarkersBody }) =>
  apiRequest<{ data: AdminFileMarkers }>(`/api/admin/media/files/${fileId}/markers`, {
    method: 'PUT',
    body,
  }).then((answer) => answer.data);

export function useSetFileMarkers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFileMarkers,
    retry: false,
    onSuccess: (markers) => queryClient.setQueryData(fileMarkersQueryKey(markers.fileId), markers),
  });
}
