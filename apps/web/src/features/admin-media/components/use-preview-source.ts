import { type RefObject, useEffect, useState } from 'react';
import { needsHlsJs } from '../../../components/video-player/media-source.ts';

/**
 * Points the marker editor's preview at a file: an HLS playlist through hls.js where the browser
 * cannot play HLS itself (its full build, so a file's alternate audio renditions play too: an
 * operator listens for where the sound stops). True once the stream failed to load.
 */
export function usePreviewSource(videoRef: RefObject<HTMLVideoElement | null>, src: string): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setFailed(false);
    let cancelled = false;
    let destroy: (() => void) | undefined;
    if (needsHlsJs(src, video)) {
      void import('hls.js').then(
        ({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) {
            setFailed(true);
            return;
          }
          const hls = new Hls({ enableWorker: true });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) setFailed(true);
          });
          hls.loadSource(src);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        },
        () => setFailed(true),
      );
    } else {
      video.src = src;
    }
    return () => {
      cancelled = true;
      destroy?.();
      video.removeAttribute('src');
      video.load();
    };
  }, [videoRef, src]);
  return failed;
}
