import type { EmailOnlyBody, MessageResponse } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/sanc/login-link`: emails a sign-in link; the same answer for unknown addresses. */
export function requestLoginLink(body: EmailOnlyBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/sanc/login-link', { method: 'POST', body, csrf: true });
}

export const useRequestLoginLink = () => useMutation({ mutationFn: requestLoginLink, retry: false });
