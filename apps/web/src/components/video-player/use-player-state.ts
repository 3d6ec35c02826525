import { type RefObject, useCallback, useEffect, useState } from 'react';
import { clampTime, clampVolume, type PlayerAction, steppedRate } from './player-shortcuts.ts';
import { browserStorage, readStoredVolume, writeStoredVolume } from './volume-storage.ts';

/**
 * Stores the volume as soon as the player sets it: `volumechange` fires a task later, which a
 * reload right after a key press would miss. The event still stores the browser's own changes.
 */
const rememberVolume = (video: HTMLVideoElement) =>
  writeStoredVolume(browserStorage(), { volume: video.volume, muted: video.muted });

export interface PlayerState {
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  waiting: boolean;
  fullscreen: boolean;
  playbackRate: number;
  pictureInPicture: boolean;
}

/** Mirrors the video element's state into React and carries out player actions on it. */
export function usePlayerState(
  videoRef: RefObject<HTMLVideoElement | null>,
  containerRef: RefObject<HTMLElement | null>,
) {
  const [state, setState] = useState<PlayerState>(() => ({
    playing: false,
    currentTime: 0,
    duration: 0,
    ...readStoredVolume(browserStorage()),
    waiting: true,
    fullscreen: false,
    playbackRate: 1,
    pictureInPicture: false,
  }));

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const stored = readStoredVolume(browserStorage());
    video.volume = stored.volume;
    video.muted = stored.muted;
    const update = (patch: Partial<PlayerState>) => setState((previous) => ({ ...previous, ...patch }));
    const listeners: Record<string, () => void> = {
      play: () => update({ playing: true }),
      pause: () => update({ playing: false }),
      ended: () => update({ playing: false }),
      timeupdate: () => update({ currentTime: video.currentTime }),
      durationchange: () => update({ duration: Number.isFinite(video.duration) ? video.duration : 0 }),
      loadedmetadata: () => update({ duration: Number.isFinite(video.duration) ? video.duration : 0 }),
      waiting: () => update({ waiting: true }),
      canplay: () => update({ waiting: false }),
      playing: () => update({ waiting: false, playing: true }),
      ratechange: () => update({ playbackRate: video.playbackRate }),
      enterpictureinpicture: () => update({ pictureInPicture: true }),
      leavepictureinpicture: () => update({ pictureInPicture: false }),
      volumechange: () => {
        update({ volume: video.volume, muted: video.muted });
        rememberVolume(video);
      },
    };
    for (const [name, listener] of Object.entries(listeners)) video.addEventListener(name, listener);
    const onFullscreen = () => {
      const fullscreen = document.fullscreenElement === containerRef.current;
      update({ fullscreen });
      if (!fullscreen) {
        try {
          screen.orientation?.unlock();
        } catch {
          // Nothing was locked.
        }
      }
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      for (const [name, listener] of Object.entries(listeners)) video.removeEventListener(name, listener);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [videoRef, containerRef]);

  const act = useCallback(
    (action: PlayerAction) => {
      const video = videoRef.current;
      if (!video) return;
      switch (action.type) {
        case 'toggle-play':
          // A refused play() (autoplay policy, source gone) leaves the video paused; the button says so.
          if (video.paused) video.play().catch(() => undefined);
          else video.pause();
          break;
        case 'seek':
          video.currentTime = clampTime(video.currentTime + action.seconds, video.duration);
          break;
        case 'volume':
          video.volume = clampVolume(video.volume + action.delta);
          if (video.volume > 0) video.muted = false;
          rememberVolume(video);
          break;
        case 'toggle-mute':
          video.muted = !video.muted;
          rememberVolume(video);
          break;
        case 'seek-fraction':
          if (Number.isFinite(video.duration)) video.currentTime = video.duration * action.fraction;
          break;
        case 'speed':
          setRate(video, steppedRate(video.playbackRate, action.steps));
          break;
        case 'toggle-fullscreen':
          if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
          else if (containerRef.current) void enterFullscreen(containerRef.current, video);
          break;
        default:
          // Subtitles and the shortcut list belong to the player component.
          break;
      }
    },
    [videoRef, containerRef],
  );

  const seekTo = useCallback(
    (time: number) => {
      const video = videoRef.current;
      if (video) video.currentTime = clampTime(time, video.duration);
    },
    [videoRef],
  );

  const setVolume = useCallback(
    (volume: number) => {
      const video = videoRef.current;
      if (!video) return;
      video.volume = clampVolume(volume);
      video.muted = video.volume === 0;
      rememberVolume(video);
    },
    [videoRef],
  );

  const setSpeed = useCallback(
    (rate: number) => {
      if (videoRef.current) setRate(videoRef.current, rate);
    },
    [videoRef],
  );

  return { state, act, seekTo, setVolume, setSpeed };
}

/**
 * The default rate too, so the speed outlives a quality switch (a new source starts at the
 * default rate).
 */
function setRate(video: HTMLVideoElement, rate: number) {
  video.defaultPlaybackRate = rate;
  video.playbackRate = rate;
}

type LockableOrientation = ScreenOrientation & { lock?(orientation: 'landscape'): Promise<void> };

/**
 * Full screen on the player's frame (its controls and subtitles come along); a phone also turns
 * to landscape where the browser allows locking it (Chrome on Android, in full screen only). An
 * iPhone has no element full screen: its video element's own full screen is the way there.
 */
async function enterFullscreen(container: HTMLElement, video: HTMLVideoElement) {
  if (!container.requestFullscreen) {
    (video as HTMLVideoElement & { webkitEnterFullscreen?(): void }).webkitEnterFullscreen?.();
    return;
  }
  try {
    await container.requestFullscreen({ navigationUI: 'hide' });
  } catch {
    return;
  }
  const orientation = screen.orientation as LockableOrientation | undefined;
  const portraitPhone = window.matchMedia('(orientation: portrait) and (pointer: coarse)').matches;
  if (!portraitPhone || !orientation?.lock) return;
  try {
    await orientation.lock('landscape');
  } catch {
    // Desktops and iPads refuse the lock: full screen stays as it is.
  }
}
