import type { CommentReport, CommentReportBody } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/comments/{id}/report`: flags another user's comment for the operators, once. */
export const reportComment = ({ id, ...body }: CommentReportBody & { id: number }) =>
  apiRequest<{ data: CommentReport }>(`/api/comments/${id}/report`, { method: 'POST', body }).then(
    (answer) => answer.data,
  );

/** Nothing to refetch: a report changes nothing the viewer sees. */
export const useReportComment = () => useMutation({ mutationFn: reportComment, retry: false });
