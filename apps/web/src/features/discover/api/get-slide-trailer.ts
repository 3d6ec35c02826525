import type { TitleDetail } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface SlideTrailer {
  id: number;
  imdbId: string | null;
  hasTrailer: boolean;
}

/**
 * Whether a featured title has a trailer: the slideshow's items do not say, its detail does.
 * Asked only for the slide on screen, so the banner's first paint waits for nothing.
 */
export const getSlideTrailer = (id: number, signal?: AbortSignal) =>
  apiRequest<{ data: TitleDetail }>(`/api/titles/${id}`, { signal }).then(
    ({ data }): SlideTrailer => ({ id: data.id, imdbId: data.imdbId, hasTrailer: data.trailer !== null }),
  );

export const slideTrailerQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['titles', 'slide-trailer', id],
    queryFn: ({ signal }) => getSlideTrailer(id, signal),
    staleTime: 10 * 60_000,
  });

export const useSlideTrailer = (id: number | undefined) =>
  useQuery({ ...slideTrailerQueryOptions(id ?? 0), enabled: id !== undefined });
