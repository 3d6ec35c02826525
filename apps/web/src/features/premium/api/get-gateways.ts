import type { PaymentGateway } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/premium/gateways`: the gateways payments go through, the site's default first. */
export const getGateways = (signal?: AbortSignal) =>
  apiRequest<{ data: PaymentGateway[] }>('/api/premium/gateways', { signal, anonymous: true }).then(
    (answer) => answer.data,
  );

export const gatewaysQueryOptions = () =>
  queryOptions({
    queryKey: ['premium', 'gateways'],
    queryFn: ({ signal }) => getGateways(signal),
    staleTime: 5 * 60_000,
  });

export const useGateways = () => useQuery(gatewaysQueryOptions());
