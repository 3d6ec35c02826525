import type { AdminTitleDetail, AdminTitlePatchInput } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminTitleQueryKey } from './get-title.ts';
import { adminTitlesQueryKey } from './list-titles.ts';

/** `PATCH /api/admin/titles/{id}`: the changed fields (locked from then on); 409 when someone else saved first. */
export const updateTitle = ({ id, body }: { id: number; body: AdminTitlePatchInput }) =>
  apiRequest<{ data: AdminTitleDetail }>(`/api/admin/titles/${id}`, { method: 'PATCH', body }).then(
    (answer) => answer.data,
  );

export function useUpdateTitle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTitle,
    retry: false,
    onSuccess: (title) => {
      queryClient.setQueryData(adminTitleQueryKey(title.id), title);
      return queryClient.invalidateQueries({ queryKey: adminTitlesQueryKey });
    },
  });
}
