import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/sanc/logout`: revokes the bearer token on the server (an auth write: CSRF first). */
export async function logout(): Promise<void> {
  await apiRequest<void>('/api/sanc/logout', { method: 'POST', csrf: true });
}

export const useLogout = () => useMutation({ mutationFn: logout, retry: false });
