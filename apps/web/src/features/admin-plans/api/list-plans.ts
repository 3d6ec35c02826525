import type { AdminPlan } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/plans`: every plan, inactive ones too, with its screens. */
export const listAdminPlans = (signal?: AbortSignal) =>
  apiRequest<{ data: AdminPlan[] }>('/api/admin/plans', { signal }).then((body) => body.data);

export const adminPlansQueryKey = ['admin', 'plans'] as const;

export const adminPlansQueryOptions = () =>
  queryOptions({
    queryKey: adminPlansQueryKey,
    queryFn: ({ signal }) => listAdminPlans(signal),
    staleTime: 0,
  });

export const useAdminPlans = () => useQuery(adminPlansQueryOptions());
