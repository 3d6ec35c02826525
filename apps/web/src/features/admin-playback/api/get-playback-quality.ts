import type { PlaybackQuality } from '@pardeh/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface PlaybackQualityFilter {
  days: 7 | 30;
  /** null: the whole site. */
  titleId: number | null;
}

/** `GET /api/admin/playback/quality`: per-day figures of the player's reports, site-wide or for a title. */
export const getPlaybackQuality = ({ days, titleId }: PlaybackQualityFilter, signal?: AbortSignal) =>
  apiRequest<{ data: PlaybackQuality }>(
    `/api/admin/playback/quality?days=${days}${titleId === null ? '' : `&titleId=${titleId}`}`,
    { signal },
  ).then((body) => body.data);

export const playbackQualityQueryOptions = (filter: PlaybackQualityFilter) =>
  queryOptions({
    queryKey: ['admin', 'playback-quality', filter.days, filter.titleId],
    queryFn: ({ signal }) => getPlaybackQuality(filter, signal),
    staleTime: 0,
    // Switching the window keeps the charts on screen until the new figures arrive.
    placeholderData: keepPreviousData,
  });

export const usePlaybackQuality = (filter: PlaybackQualityFilter) =>
  useQuery(playbackQualityQueryOptions(filter));
