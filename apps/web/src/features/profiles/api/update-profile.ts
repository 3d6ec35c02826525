import type { Profile, UpdateProfileBody } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILES_KEY } from './get-profiles.ts';

/** `PATCH /api/user/profiles/{id}`: renames a profile, or changes its avatar or maturity age. */
export async function updateProfile({ id, ...body }: UpdateProfileBody & { id: number }): Promise<Profile> {
  const response = await apiRequest<{ data: Profile }>(`/api/user/profiles/${id}`, { method: 'PATCH', body });
  return response.data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}
