import { useCallback, useEffect, useRef, useState } from 'react';
import { parseThumbnailTrack, type ThumbnailCue, thumbnailAt } from './thumbnail-track.ts';

/**
 * The seek preview's frames: the thumbnail track is fetched and parsed on the first `load()` (the
 * first hover or touch on the seek bar), not with the page, and once.
 */
export function useThumbnails(url: string | null | undefined) {
  const [cues, setCues] = useState<readonly ThumbnailCue[]>([]);
  const requested = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another track's frames go with the old url.
  useEffect(() => {
    setCues([]);
    requested.current = null;
  }, [url]);

  const load = useCallback(() => {
    if (!url || requested.current === url) return;
    requested.current = url;
    fetch(url)
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => {
        if (requested.current === url)
          setCues(parseThumbnailTrack(text, new URL(url, window.location.href).href));
      })
      // Without its thumbnails the preview shows the time alone.
      .catch(() => undefined);
  }, [url]);

  const frameAt = useCallback((time: number) => thumbnailAt(cues, time), [cues]);
  return { load, frameAt };
}
