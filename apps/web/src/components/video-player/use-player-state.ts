import { type RefObject, useCallback, useEffect, useState } from 'react';
import { clampTime, clampVolume, type PlayerAction } from './player-shortcuts.ts';
import { browserStorage, readStoredVolume, writeStoredVolume } from './volume-storage.ts';

export interface PlayerState {
  playing: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  muted: boolean;
  waiting: boolean;
  fullscreen: boolean;
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
      volumechange: () => {
        update({ volume: video.volume, muted: video.muted });
        writeStoredVolume(browserStorage(), { volume: video.volume, muted: video.muted });
      },
    };
    for (const [name, listener] of Object.entries(listeners)) video.addEventListener(name, listener);
    const onFullscreen = () => update({ fullscreen: document.fullscreenElement === containerRef.current });
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
          break;
        case 'toggle-mute':
          video.muted = !video.muted;
          break;
        case 'toggle-fullscreen':
          if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
          else void containerRef.current?.requestFullscreen().catch(() => undefined);
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
    },
    [videoRef],
  );

  return { state, act, seekTo, setVolume };
}
