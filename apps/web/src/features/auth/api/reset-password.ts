import type { MessageResponse, ResetPasswordBody } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/reset-password`: a new password with the emailed token; every session ends. */
export function resetPassword(body: ResetPasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/reset-password', { method: 'POST', body, csrf: true });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, retry: false });
