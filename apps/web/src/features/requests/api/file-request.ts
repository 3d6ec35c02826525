import type { ContentRequest, TitleRequestBody } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { myRequestsQueryKey } from './get-my-requests.ts';

/**
 * `POST /api/user/request`: files the request, or joins the open one for the same title (201
 * either way). A 409 for a title already in the catalogue carries its `titlePath`.
 */
export const fileRequest = (body: TitleRequestBody) =>
  apiRequest<{ data: ContentRequest }>('/api/user/request', { method: 'POST', body }).then(
    (answer) => answer.data,
  );

export function useFileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileRequest,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRequestsQueryKey }),
  });
}
