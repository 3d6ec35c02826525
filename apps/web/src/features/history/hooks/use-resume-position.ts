import { useEffect, useState } from 'react';
import { useSavedPosition } from '../api/get-saved-position.ts';

/**
 * Moves `video` to where the viewer left the file's film or episode, once its metadata is known.
 * Returns where it resumed (null when it did not) and `restart`, the "from the start" choice.
 */
export function useResumePosition(video: HTMLVideoElement | null, fileId: number, enabled: boolean) {
  const saved = useSavedPosition(fileId, enabled);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const position = saved.data?.position ?? 0;

  useEffect(() => {
    if (!video || position <= 0) return;
    const seek = () => {
      if (position >= video.duration) return;
      video.currentTime = position;
      setResumedAt(position);
    };
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) {
      seek();
      return;
    }
    video.addEventListener('loadedmetadata', seek, { once: true });
    return () => video.removeEventListener('loadedmetadata', seek);
  }, [video, position]);

  const restart = () => {
    if (video) video.currentTime = 0;
    setResumedAt(null);
  };
  return { resumedAt, restart };
}
