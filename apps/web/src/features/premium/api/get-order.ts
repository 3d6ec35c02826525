import type { Order } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/user/orders/{id}`: one of the user's orders; 404 for anyone else's. */
export const getOrder = (id: number, signal?: AbortSignal) =>
  apiRequest<{ data: Order }>(`/api/user/orders/${id}`, { signal }).then((answer) => answer.data);

/** While the gateway has not answered, look again every few seconds: the server settles it. */
const PENDING_POLL_MS = 4_000;

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['premium', 'orders', id],
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
