import type { AuthResponse, LoginWithTokenBody } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/sanc/login-with-token`: trades a single-use sign-in link token for a session. */
export function loginWithToken(body: LoginWithTokenBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/sanc/login-with-token', { method: 'POST', body, csrf: true });
}

export const useLoginWithToken = () => useMutation({ mutationFn: loginWithToken, retry: false });
