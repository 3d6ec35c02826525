import type { ProfilesState } from '@pardeh/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `POST /api/user/profiles/{id}/select`: makes it the session's profile (with its PIN when asked). */
export async function selectProfile({ id, pin }: { id: number; pin?: string }): Promise<ProfilesState> {
  const response = await apiRequest<{ data: ProfilesState }>(`/api/user/profiles/${id}/select`, {
    method: 'POST',
    body: pin === undefined ? {} : { pin },
  });
  return response.data;
}

export const useSelectProfile = () => useMutation({ mutationFn: selectProfile, retry: false });
