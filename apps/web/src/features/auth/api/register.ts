import type { AuthResponse, RegisterBody } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/sanc/register`: creates the account and signs it in (CSRF first). */
export function register(body: RegisterBody): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/sanc/register', { method: 'POST', body, csrf: true });
}

export const useRegister = () => useMutation({ mutationFn: register, retry: false });
