import type { TitleDetail } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, embeddedResponse } from '../../../lib/api-client.ts';

const titlePath = (id: string) => `/api/titles/${encodeURIComponent(id)}`;
const titleQuery = (preferDubbed: boolean) => ({ dub: preferDubbed ? 1 : null });

/**
 * `GET /api/titles/{id}` (`dub=1` lists dubbed files first): everything the title page shows, as
 * anybody sees it; the signed-in reader's state comes from `GET /api/titles/{id}/viewer` after the paint.
 */
export async function getTitle(
  id: string,
  preferDubbed: boolean,
  signal?: AbortSignal,
): Promise<TitleDetail> {
  const response = await apiRequest<{ data: TitleDetail }>(titlePath(id), {
    query: titleQuery(preferDubbed),
    signal,
    anonymous: true,
  });
  return response.data;
}

export const titleQueryOptions = (id: string, preferDubbed = false) =>
  queryOptions({
    queryKey: ['titles', id, preferDubbed ? 'dub' : 'original'],
    queryFn: ({ signal }) => getTitle(id, preferDubbed, signal),
    initialData: () => embeddedResponse<{ data: TitleDetail }>(titlePath(id), titleQuery(preferDubbed))?.data,
  });

export const useTitle = (id: string, preferDubbed = false) => useQuery(titleQueryOptions(id, preferDubbed));
