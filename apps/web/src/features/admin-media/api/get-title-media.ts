import type { AdminMediaAsset, AdminTitleMedia } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/admin/titles/{id}/media`: the title's files, its trailer and the assets on their way. */
export const getTitleMedia = (id: number, signal?: AbortSignal) =>
  apiRequest<{ data: AdminTitleMedia }>(`/api/admin/titles/${id}/media`, { signal }).then(
    (body) => body.data,
  );

export const adminTitleMediaQueryKey = (id: number) => ['admin', 'title-media', id] as const;

/** Still being worked on by the pipeline: its state changes without anyone touching the page. */
export const isAssetActive = (asset: Pick<AdminMediaAsset, 'status'>): boolean =>
  asset.status === 'queued' || asset.status === 'downloading' || asset.status === 'transcoding';

/** How often the page asks again while the pipeline works on one of the title's videos. */
export const MEDIA_POLL_MS = 3000;

export const adminTitleMediaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminTitleMediaQueryKey(id),
    queryFn: ({ signal }) => getTitleMedia(id, signal),
    staleTime: 0,
    refetchInterval: (query) => {
      const media = query.state.data;
      const active =
        media?.assets.some(isAssetActive) || (media?.trailer.asset && isAssetActive(media.trailer.asset));
      return active ? MEDIA_POLL_MS : false;
    },
  });

export const useAdminTitleMedia = (id: number) => useQuery(adminTitleMediaQueryOptions(id));
