import type { AdminPersonDetail, AdminPersonPatchInput } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminPersonQueryKey } from './get-person.ts';
import { adminPeopleQueryKey } from './list-people.ts';

/** `PATCH /api/admin/people/{id}`: the changed fields (locked from then on); 409 when someone else saved first. */
export const updatePerson = ({ id, body }: { id: number; body: AdminPersonPatchInput }) =>
  apiRequest<{ data: AdminPersonDetail }>(`/api/admin/people/${id}`, { method: 'PATCH', body }).then(
    (answer) => answer.data,
  );

export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePerson,
    retry: false,
    onSuccess: (person) => {
      queryClient.setQueryData(adminPersonQueryKey(person.id), person);
      return queryClient.invalidateQueries({ queryKey: adminPeopleQueryKey });
    },
  });
}
