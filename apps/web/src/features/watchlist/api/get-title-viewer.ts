import type { TitleViewerState } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `GET /api/titles/{id}/viewer`: the caller's watchlist, like and progress for a title, with
 * fresh like counts. The title page asks for it once painted, beside the shared cached detail.
 */
export async function getTitleViewer(titleId: number, signal?: AbortSignal): Promise<TitleViewerState> {
  const response = await apiRequest<{ data: TitleViewerState }>(`/api/titles/${titleId}/viewer`, { signal });
  return response.data;
}

export const titleViewerKey = (titleId: number) => ['title-viewer', titleId] as const;

export const titleViewerQueryOptions = (titleId: number) =>
  queryOptions({
    queryKey: titleViewerKey(titleId),
    queryFn: ({ signal }) => getTitleViewer(titleId, signal),
  });

export const useTitleViewer = (titleId: number) => useQuery(titleViewerQueryOptions(titleId));
