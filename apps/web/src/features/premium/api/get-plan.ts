import type { Plan } from '@pardeh/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { plansQueryKey } from './get-plans.ts';

/** `GET /api/premium/plans/{id}`: one plan on sale; 404 for an unknown or withdrawn one. */
export const getPlan = (id: number, signal?: AbortSignal) =>
  apiRequest<{ data: Plan }>(`/api/premium/plans/${id}`, { signal, anonymous: true }).then(
    (answer) => answer.data,
  );

export const planQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...plansQueryKey, id],
    queryFn: ({ signal }) => getPlan(id, signal),
    staleTime: 5 * 60_000,
  });

/** One plan; shown at once from the plans list when the visitor came from it. */
export function usePlan(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...planQueryOptions(id),
    placeholderData: () => queryClient.getQueryData<Plan[]>(plansQueryKey)?.find((plan) => plan.id === id),
  });
}
