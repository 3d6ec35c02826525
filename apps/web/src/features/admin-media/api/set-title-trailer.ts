import type { TitleTrailer } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleMediaQueryKey } from './get-title-media.ts';

/** `PUT /api/admin/titles/{id}/trailer`: an external trailer address, or null to remove the trailer. */
export const setTitleTrailer = ({ titleId, url }: { titleId: number; url: string | null }) =>
  apiRequest<{ data: TitleTrailer }>(`/api/admin/titles/${titleId}/trailer`, {
    method: 'PUT',
    body: { url },
  }).then((answer) => answer.data);

export function useSetTitleTrailer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTitleTrailer,
    retry: false,
    onSuccess: (trailer) =>
      queryClient.invalidateQueries({ queryKey: adminTitleMediaQueryKey(trailer.titleId) }),
  });
}
