import type { PhoneCodeSentResponse } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/sanc/phone/code`: texts a sign-in code to the number (E.164, as the contract made it). */
export function requestPhoneCode(body: { phone: string }): Promise<PhoneCodeSentResponse> {
  return apiRequest<PhoneCodeSentResponse>('/api/sanc/phone/code', { method: 'POST', body, csrf: true });
}

export const useRequestPhoneCode = () => useMutation({ mutationFn: requestPhoneCode, retry: false });
