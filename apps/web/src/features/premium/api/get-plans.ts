import type { Plan } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/premium/plans`: the plans on sale, in display order. Public and the same for everyone. */
export const getPlans = (signal?: AbortSignal) =>
  apiRequest<{ data: Plan[] }>('/api/premium/plans', { signal, anonymous: true }).then(
    (answer) => answer.data,
  );

export const plansQueryKey = ['premium', 'plans'] as const;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: plansQueryKey,
    queryFn: ({ signal }) => getPlans(signal),
    // Plans change when an operator edits them, rarely: no refetch while moving between pages.
    staleTime: 5 * 60_000,
  });

export const usePlans = () => useQuery(plansQueryOptions());
