import type { EmailOnlyBody, MessageResponse } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/forgot-password`: emails a reset link; the same answer for unknown addresses. */
export function forgotPassword(body: EmailOnlyBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/forgot-password', { method: 'POST', body, csrf: true });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, retry: false });
