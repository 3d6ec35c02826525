import type { TitleDetail } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/titles/{id}` (`dub=1` lists dubbed files first): everything the title page shows. */
export async function getTitle(
  id: string,
  preferDubbed: boolean,
  signal?: AbortSignal,
): Promise<TitleDetail> {
  const response = await apiRequest<{ data: TitleDetail }>(`/api/titles/${encodeURIComponent(id)}`, {
    query: { dub: preferDubbed ? 1 : null },
    signal,
  });
  return response.data;
}

export const titleQueryOptions = (id: string, preferDubbed = false) =>
  queryOptions({
    queryKey: ['titles', id, preferDubbed ? 'dub' : 'original'],
    queryFn: ({ signal }) => getTitle(id, preferDubbed, signal),
  });

export const useTitle = (id: string, preferDubbed = false) => useQuery(titleQueryOptions(id, preferDubbed));
