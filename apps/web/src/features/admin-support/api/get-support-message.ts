import type { AdminSupportThread } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminSupportQueryKey } from './list-support-messages.ts';

/** `GET /api/admin/support/{id}`: one message with every reply sent, oldest first. */
export const getSupportMessage = (id: number, signal?: AbortSignal) =>
  apiRequest<{ data: AdminSupportThread }>(`/api/admin/support/${id}`, { signal }).then(
    (result) => result.data,
  );

export const supportThreadQueryKey = (id: number) => [...adminSupportQueryKey, 'thread', id] as const;

export const supportThreadQueryOptions = (id: number) =>
  queryOptions({
    queryKey: supportThreadQueryKey(id),
    queryFn: ({ signal }) => getSupportMessage(id, signal),
    staleTime: 0,
  });

export const useSupportThread = (id: number) => useQuery(supportThreadQueryOptions(id));
