import type { MessageResponse } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/sanc/email/confirm`: the emailed link's token adds its address to the account. */
export function confirmEmailAddition(body: { token: string }): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/sanc/email/confirm', { method: 'POST', body, csrf: true });
}

export const useConfirmEmailAddition = () => useMutation({ mutationFn: confirmEmailAddition, retry: false });
