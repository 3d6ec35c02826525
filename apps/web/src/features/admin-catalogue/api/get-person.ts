import type { AdminPersonDetail } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/people/{id}`: every editable field and the locked ones. */
export const getPerson = (id: number, signal?: AbortSignal) =>
  apiRequest<{ data: AdminPersonDetail }>(`/api/admin/people/${id}`, { signal }).then((body) => body.data);

export const adminPersonQueryKey = (id: number) => ['admin', 'person', id] as const;

export const adminPersonQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminPersonQueryKey(id),
    queryFn: ({ signal }) => getPerson(id, signal),
    staleTime: 0,
  });

export const useAdminPerson = (id: number) => useQuery(adminPersonQueryOptions(id));
