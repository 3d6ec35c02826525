import type { CreateProfileBody, Profile } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILES_KEY } from './get-profiles.ts';

/** `POST /api/user/profiles`: adds a profile (at most 5 per account). */
export async function createProfile(body: CreateProfileBody): Promise<Profile> {
  const response = await apiRequest<{ data: Profile }>('/api/user/profiles', { method: 'POST', body });
  return response.data;
}

export function useCreateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILES_KEY }),
  });
}
