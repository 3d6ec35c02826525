import type { User } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/user/phone`: the code adds the number to the signed-in account. */
export function addPhone(body: { phone: string; code: string }): Promise<{ data: User }> {
  return apiRequest<{ data: User }>('/api/user/phone', { method: 'POST', body, csrf: true });
}

export const useAddPhone = () => useMutation({ mutationFn: addPhone, retry: false });
