import type { AdminTitleDetail } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/titles/{id}`: every editable field, the locked ones, seasons and episodes. */
export const getTitle = (id: number, signal?: AbortSignal) =>
  apiRequest<{ data: AdminTitleDetail }>(`/api/admin/titles/${id}`, { signal }).then((body) => body.data);

export const adminTitleQueryKey = (id: number) => ['admin', 'title', id] as const;

export const adminTitleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminTitleQueryKey(id),
    queryFn: ({ signal }) => getTitle(id, signal),
    staleTime: 0,
  });

export const useAdminTitle = (id: number) => useQuery(adminTitleQueryOptions(id));
