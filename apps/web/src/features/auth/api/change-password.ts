import type { ChangePasswordBody, MessageResponse } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/sanc/password` (signed in): needs the current password; other sessions end. */
export function changePassword(body: ChangePasswordBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/sanc/password', { method: 'POST', body, csrf: true });
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword, retry: false });
