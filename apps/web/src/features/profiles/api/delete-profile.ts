import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILES_KEY } from './get-profiles.ts';

/** `DELETE /api/user/profiles/{id}`: the profile and its library go. */
export async function deleteProfile(id: number): Promise<void> {
  await apiRequest<void>(`/api/user/profiles/${id}`, { method: 'DELETE' });
}

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}
