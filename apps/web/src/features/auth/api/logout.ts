import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/sanc/logout`: revokes the bearer token on the server (an auth write: CSRF first). */
export async function logout(): Promise<void> {
  // apiRequest always says the body is JSON (SPEC §7), and an empty JSON body is a 400: send `{}`.
  await apiRequest<void>('/api/sanc/logout', { method: 'POST', body: {}, csrf: true });
}

export const useLogout = () => useMutation({ mutationFn: logout, retry: false });
