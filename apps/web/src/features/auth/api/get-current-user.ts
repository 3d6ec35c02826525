import type { User } from '@pardeh/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/user`: the signed-in user, or a 401 `ApiError` without a valid token. */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const response = await apiRequest<{ data: User }>('/api/user', { signal });
  return response.data;
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'current-user'], queryFn: ({ signal }) => getCurrentUser(signal) });
