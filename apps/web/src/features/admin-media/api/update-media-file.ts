import type { AdminMediaFile, UpdateMediaFileBody } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleMediaQueryKey } from './get-title-media.ts';

/** `PATCH /api/admin/media/files/{id}`: premium-only or the file's language. */
export const updateMediaFile = ({ id, body }: { id: number; body: UpdateMediaFileBody }) =>
  apiRequest<{ data: AdminMediaFile }>(`/api/admin/media/files/${id}`, { method: 'PATCH', body }).then(
    (answer) => answer.data,
  );

export function useUpdateMediaFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMediaFile,
    retry: false,
    onSuccess: (file) => queryClient.invalidateQueries({ queryKey: adminTitleMediaQueryKey(file.titleId) }),
  });
}
