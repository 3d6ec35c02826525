import type { SlideshowItem } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** `GET /api/titles/slideshow`: ten featured titles for the home page's banner. */
export const getSlideshow = (signal?: AbortSignal) =>
  apiRequest<{ data: SlideshowItem[] }>('/api/titles/slideshow', { signal }).then((body) => body.data);

export const slideshowQueryOptions = () =>
  queryOptions({ queryKey: ['titles', 'slideshow'], queryFn: ({ signal }) => getSlideshow(signal) });

export const useSlideshow = () => useQuery(slideshowQueryOptions());
