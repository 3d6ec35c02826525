import type { SupportMessageBody, SupportMessageCreated } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST /api/support/messages`: stores a support message or a content request; the bearer token,
 * when the visitor is signed in, links it to their account.
 */
export const sendSupportMessage = (body: SupportMessageBody) =>
  apiRequest<{ data: SupportMessageCreated }>('/api/support/messages', { method: 'POST', body }).then(
    (answer) => answer.data,
  );

export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage, retry: false });
