import type { TitleResult } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `GET /api/titles/search?query=`: the public search (Persian or English names, IMDb ids), used to
 * pick the title a request was added as.
 */
export const searchPublicTitles = (query: string, signal?: AbortSignal) =>
  apiRequest<{ data: TitleResult[] }>('/api/titles/search', { query: { query }, signal }).then(
    (body) => body.data,
  );

export const titlePickerQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['admin', 'title-picker', query],
    queryFn: ({ signal }) => searchPublicTitles(query, signal),
    enabled: query.length > 0,
    staleTime: 30_000,
  });

export const useTitlePicker = (query: string) => useQuery(titlePickerQueryOptions(query));
