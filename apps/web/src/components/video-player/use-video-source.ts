import { type RefObject, useEffect } from 'react';
import { needsHlsJs } from './media-source.ts';

/**
 * Points the video element at `src`. An HLS playlist in a browser without native HLS goes through
 * hls.js (its light build: no subtitles, alternate audio or DRM, which the catalogue's files do not use), fetched only then (its own chunk), so other pages and other sources never load it.
 */
export function useVideoSource(
  videoRef: RefObject<HTMLVideoElement | null>,
  src: string,
  onFatalError: () => void,
  attempt: number,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-attaches the source on retry.
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let cancelled = false;
    let destroyHls: (() => void) | undefined;
    if (needsHlsJs(src, video)) {
      void import('hls.js/light').then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          onFatalError();
          return;
        }
        const hls = new Hls({ enableWorker: true });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) onFatalError();
        });
        hls.loadSource(src);
        hls.attachMedia(video);
        destroyHls = () => hls.destroy();
      }, onFatalError);
    } else {
      video.src = src;
    }
    return () => {
      cancelled = true;
      destroyHls?.();
      video.removeAttribute('src');
      video.load();
    };
  }, [videoRef, src, onFatalError, attempt]);
}
