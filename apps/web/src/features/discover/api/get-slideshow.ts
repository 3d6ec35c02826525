import type { SlideshowItem } from '@pardeh/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, embeddedResponse } from '../../../lib/api-client.ts';

const SLIDESHOW_PATH = '/api/titles/slideshow';

/** `GET /api/titles/slideshow`: ten featured titles for the home page's banner. */
export const getSlideshow = (signal?: AbortSignal) =>
  apiRequest<{ data: SlideshowItem[] }>(SLIDESHOW_PATH, { signal }).then((body) => body.data);

export const slideshowQueryOptions = () =>
  queryOptions({
    queryKey: ['titles', 'slideshow'],
    queryFn: ({ signal }) => getSlideshow(signal),
    initialData: () => embeddedResponse<{ data: SlideshowItem[] }>(SLIDESHOW_PATH)?.data,
  });

export const useSlideshow = () => useQuery(slideshowQueryOptions());
