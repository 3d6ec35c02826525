import type {
  AcceptRequestBody,
  AdminContentRequest,
  MarkRequestAddedBody,
  RejectRequestBody,
} from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminRequestsQueryKey } from './list-requests.ts';

/** The three answers an operator gives a request; each notifies every requester. */
export type RequestAnswer =
  | { action: 'accept'; body: AcceptRequestBody }
  | { action: 'reject'; body: RejectRequestBody }
  | { action: 'added'; body: MarkRequestAddedBody };

/** `POST /api/admin/requests/{id}/accept|reject|added`. */
export const answerRequest = (id: number, answer: RequestAnswer) =>
  apiRequest<{ data: AdminContentRequest }>(`/api/admin/requests/${id}/${answer.action}`, {
    method: 'POST',
    body: answer.body,
  }).then((result) => result.data);

export function useAnswerRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: RequestAnswer) => answerRequest(id, answer),
    retry: false,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminRequestsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
      ]),
  });
}
