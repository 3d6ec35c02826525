import type { AddEmailBody, MessageResponse } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/user/email`: mails a link that adds the address to the signed-in (number) account. */
export function requestEmailAddition(body: AddEmailBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/user/email', { method: 'POST', body, csrf: true });
}

export const useRequestEmailAddition = () => useMutation({ mutationFn: requestEmailAddition, retry: false });
