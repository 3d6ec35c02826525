import type { PersonMergeResult } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminPeopleQueryKey } from './list-people.ts';

/** `POST /api/admin/people/{id}/merge`: the duplicate's credits move to `keptId`; its address redirects. */
export const mergePeople = ({ keptId, duplicateId }: { keptId: number; duplicateId: number }) =>
  apiRequest<{ data: PersonMergeResult }>(`/api/admin/people/${keptId}/merge`, {
    method: 'POST',
    body: { duplicateId },
  }).then((answer) => answer.data);

export function useMergePeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergePeople,
    retry: false,
    // The report and the people list both change (the duplicate is gone).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPeopleQueryKey }),
  });
}
