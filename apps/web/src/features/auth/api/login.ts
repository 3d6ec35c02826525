import type { AuthResponse, LoginBody } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/sanc/login`: email and password for a session token (CSRF first). */
export function login(body: LoginBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/sanc/login', { method: 'POST', body, csrf: true });
}

export const useLogin = () => useMutation({ mutationFn: login, retry: false });
