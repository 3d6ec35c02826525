import type { Profile } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILES_KEY } from './get-profiles.ts';

/** `PUT /api/user/profiles/{id}/pin` sets the PIN; with `pin: null`, `DELETE` clears it. */
export async function setProfilePin({ id, pin }: { id: number; pin: string | null }): Promise<Profile> {
  const response = await apiRequest<{ data: Profile }>(`/api/user/profiles/${id}/pin`, {
    method: pin === null ? 'DELETE' : 'PUT',
    body: pin === null ? undefined : { pin },
  });
  return response.data;
}

export function useSetProfilePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfilePin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}
