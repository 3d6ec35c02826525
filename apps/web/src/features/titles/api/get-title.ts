import type { TitleDetail } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, embeddedResponse } from '../../../lib/api-client.ts';
import { useIsKidsProfile } from '../../../stores/auth-store.ts';

const titlePath = (id: string) => `/api/titles/${encodeURIComponent(id)}`;
const titleQuery = (preferDubbed: boolean) => ({ dub: preferDubbed ? 1 : null });

/**
 * `GET /api/titles/{id}` (`dub=1` lists dubbed files first): everything the title page shows, as
 * anybody sees it, so signed-in adults share the cached answer; the signed-in reader's state comes
 * from `GET /api/titles/{id}/viewer` after the paint. A kids' profile sends its token: the API
 * answers it a title above its age as a 404.
 */
export async function getTitle(
  id: string,
  preferDubbed: boolean,
  kids: boolean,
  signal?: AbortSignal,
): Promise<TitleDetail> {
  const response = await apiRequest<{ data: TitleDetail }>(titlePath(id), {
    query: titleQuery(preferDubbed),
    signal,
    anonymous: !kids,
  });
  return response.data;
}

export const titleQueryOptions = (id: string, preferDubbed: boolean, kids: boolean) =>
  queryOptions({
    queryKey: ['titles', id, preferDubbed ? 'dub' : 'original', ...(kids ? ['kids'] : [])],
    queryFn: ({ signal }) => getTitle(id, preferDubbed, kids, signal),
    // The page's embedded answer is everybody's: a kids' profile waits for its own.
    initialData: () =>
      kids
        ? undefined
        : embeddedResponse<{ data: TitleDetail }>(titlePath(id), titleQuery(preferDubbed))?.data,
  });

export const useTitle = (id: string, preferDubbed = false) =>
  useQuery(titleQueryOptions(id, preferDubbed, useIsKidsProfile()));
