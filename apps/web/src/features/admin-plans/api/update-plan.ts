import type { AdminPlan, AdminPlanUpdate } from '@pardeh/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminPlansQueryKey } from './list-plans.ts';

/** `PATCH /api/admin/plans/{id}`: sets the plan's screens (1 to 10; 422 otherwise). */
export const updateAdminPlan = ({ id, ...body }: AdminPlanUpdate & { id: number }) =>
  apiRequest<{ data: AdminPlan }>(`/api/admin/plans/${id}`, {
    method: 'PATCH',
    body: body satisfies AdminPlanUpdate,
  }).then((answer) => answer.data);

export function useUpdateAdminPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminPlan,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPlansQueryKey }),
  });
}
