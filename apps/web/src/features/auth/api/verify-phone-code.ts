import type { AuthResponse } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/sanc/phone/verify`: the code signs in the number's account, or opens one (with a name). */
export function verifyPhoneCode(body: {
  phone: string;
  code: string;
  name?: string | undefined;
}): Promise<AuthResponse> {
  return apiRequest<AuthResponse>('/api/sanc/phone/verify', { method: 'POST', body, csrf: true });
}

export const useVerifyPhoneCode = () => useMutation({ mutationFn: verifyPhoneCode, retry: false });
