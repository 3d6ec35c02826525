import type { HomeRow } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `GET /api/home/rows`: the rows below the home page's first screen, in the operator's order.
 * Asked for only once the rows' chunk renders, after the first paint, so the first screen never
 * waits for it.
 */
export const getHomeRows = (signal?: AbortSignal) =>
  apiRequest<{ data: HomeRow[] }>('/api/home/rows', { signal }).then((body) => body.data);

export const homeRowsQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'rows'], queryFn: ({ signal }) => getHomeRows(signal) });

export const useHomeRows = () => useQuery(homeRowsQueryOptions());
