import type { PhoneCodeSentResponse } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/user/phone/code`: texts a code to the number the signed-in account adds. */
export function requestPhoneAddition(body: { phone: string }): Promise<PhoneCodeSentResponse> {
  return apiRequest<PhoneCodeSentResponse>('/api/user/phone/code', { method: 'POST', body, csrf: true });
}

export const useRequestPhoneAddition = () => useMutation({ mutationFn: requestPhoneAddition, retry: false });
