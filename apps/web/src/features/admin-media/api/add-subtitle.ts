import type { AddSubtitleBody, AdminSubtitle } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleMediaQueryKey } from './get-title-media.ts';

/** `POST /api/admin/media/files/{id}/subtitles`: an SRT or WebVTT text (SRT converted by the server). */
export const addSubtitle = ({ fileId, body }: { fileId: number; titleId: number; body: AddSubtitleBody }) =>
  apiRequest<{ data: AdminSubtitle }>(`/api/admin/media/files/${fileId}/subtitles`, {
    method: 'POST',
    body,
  }).then((answer) => answer.data);

export function useAddSubtitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSubtitle,
    retry: false,
    onSuccess: (_subtitle, { titleId }) =>
      queryClient.invalidateQueries({ queryKey: adminTitleMediaQueryKey(titleId) }),
  });
}
