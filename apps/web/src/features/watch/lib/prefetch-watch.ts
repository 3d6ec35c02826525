import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { isHlsSource } from '../../../components/video-player/media-source.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { watchFileQueryOptions, watchViewer } from '../api/get-watch-file.ts';

/** Asks the browser to fetch an HLS playlist at idle priority, into its cache for the player. */
function prefetchPlaylist(url: string): void {
  const href = new URL(url, document.baseURI).href;
  const known = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
  if (known.some((link) => link.href === href)) return;
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
}

/**
 * For a «تماشا» link: call the answer on the first sign the viewer is about to open a watch page
 * (hover, focus, touch). It fetches the watch answer into the query cache, so the page shows at
 * once, and then the playlist the player starts from. Once per file.
 */
export function usePrefetchWatch(): (titleKey: string, fileId: number) => void {
  const queryClient = useQueryClient();
  const viewer = watchViewer(useAuthStore((state) => state.user));
  const started = useRef(new Set<string>());
  return useCallback(
    (titleKey: string, fileId: number) => {
      const key = `${titleKey}/${fileId}/${viewer}`;
      if (started.current.has(key)) return;
      started.current.add(key);
      const options = watchFileQueryOptions(titleKey, String(fileId), viewer);
      void queryClient.prefetchQuery(options).then(() => {
        const watch = queryClient.getQueryData(options.queryKey);
        // A progressive file (WebM, MP4) is the whole film: only a playlist is small enough. A
        // premium playlist answers only once the page has its pass.
        if (watch?.url && isHlsSource(watch.url) && !watch.file.premiumOnly) prefetchPlaylist(watch.url);
      });
    },
    [queryClient, viewer],
  );
}
