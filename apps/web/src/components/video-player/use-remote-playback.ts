import { type RefObject, useCallback, useEffect, useState } from 'react';

type AirPlayVideo = HTMLVideoElement & { webkitShowPlaybackTargetPicker?(): void };

/**
 * The browser's remote playback (Cast through `video.remote` in Chrome, AirPlay through WebKit's
 * own events in Safari): `available` only while a device is there to play on.
 */
export function useRemotePlayback(videoRef: RefObject<HTMLVideoElement | null>) {
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    const video = videoRef.current as AirPlayVideo | null;
    if (!video) return;
    if (video.webkitShowPlaybackTargetPicker) {
      const onAvailability = (event: Event) =>
        setAvailable((event as Event & { availability?: string }).availability === 'available');
      video.addEventListener('webkitplaybacktargetavailabilitychanged', onAvailability);
      return () => video.removeEventListener('webkitplaybacktargetavailabilitychanged', onAvailability);
    }
    const remote = video.remote;
    if (!remote?.watchAvailability) return;
    let watchId: number | undefined;
    let cancelled = false;
    remote
      .watchAvailability((found) => setAvailable(found))
      .then(
        (id) => {
          if (cancelled) void remote.cancelWatchAvailability(id).catch(() => undefined);
          else watchId = id;
        },
        // Desktop Chrome may refuse to watch (NotSupportedError): the button stays away.
        () => setAvailable(false),
      );
    return () => {
      cancelled = true;
      if (watchId !== undefined) void remote.cancelWatchAvailability(watchId).catch(() => undefined);
    };
  }, [videoRef]);

  const prompt = useCallback(() => {
    const video = videoRef.current as AirPlayVideo | null;
    if (!video) return;
    if (video.webkitShowPlaybackTargetPicker) video.webkitShowPlaybackTargetPicker();
    else void video.remote?.prompt().catch(() => undefined);
  }, [videoRef]);

  return { available, prompt };
}
