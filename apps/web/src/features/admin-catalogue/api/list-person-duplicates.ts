import type { PersonDuplicatePair } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/people/duplicates`: likely pairs of one person, with the evidence. */
export const listPersonDuplicates = (signal?: AbortSignal) =>
  apiRequest<{ data: PersonDuplicatePair[] }>('/api/admin/people/duplicates', { signal }).then(
    (answer) => answer.data,
  );

export const adminPersonDuplicatesQueryKey = ['admin', 'people', 'duplicates'] as const;

export const adminPersonDuplicatesQueryOptions = () =>
  queryOptions({
    queryKey: adminPersonDuplicatesQueryKey,
    queryFn: ({ signal }) => listPersonDuplicates(signal),
    staleTime: 0,
  });

export const useAdminPersonDuplicates = () => useQuery(adminPersonDuplicatesQueryOptions());
