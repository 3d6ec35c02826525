import { type RefObject, useEffect, useRef } from 'react';
import { clampTime, SEEK_STEP_SECONDS } from './player-shortcuts.ts';

export interface MediaSessionInfo {
  title: string;
  /** The line under the title: the series and episode, or the film's year. */
  artist?: string;
  artwork?: string | null;
  onPreviousTrack?(): void;
  onNextTrack?(): void;
}

/**
 * Names what plays on the lock screen, in the notification and for media keys (Media Session),
 * and answers their buttons: play, pause, ±10 s, seeking, and previous/next where the page gives
 * them (an episode's neighbours).
 */
export function useMediaSession(
  videoRef: RefObject<HTMLVideoElement | null>,
  info: MediaSessionInfo | undefined,
) {
  const { title, artist, artwork } = info ?? {};
  // The page may hand new functions on every render: the handlers call the latest, and are set
  // again only when one appears or goes.
  const latest = useRef(info);
  latest.current = info;
  const hasPrevious = Boolean(info?.onPreviousTrack);
  const hasNext = Boolean(info?.onNextTrack);
  useEffect(() => {
    const video = videoRef.current;
    if (!video || title === undefined || typeof navigator === 'undefined' || !('mediaSession' in navigator))
      return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({
      title,
      artist: artist ?? '',
      artwork: artwork ? [{ src: new URL(artwork, window.location.href).href }] : [],
    });
    const seekBy = (seconds: number) => {
      video.currentTime = clampTime(video.currentTime + seconds, video.duration);
    };
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ['play', () => void video.play().catch(() => undefined)],
      ['pause', () => video.pause()],
      ['seekbackward', (details) => seekBy(-(details.seekOffset ?? SEEK_STEP_SECONDS))],
      ['seekforward', (details) => seekBy(details.seekOffset ?? SEEK_STEP_SECONDS)],
      [
        'seekto',
        (details) => {
          if (details.seekTime !== undefined) video.currentTime = clampTime(details.seekTime, video.duration);
        },
      ],
      ['previoustrack', hasPrevious ? () => latest.current?.onPreviousTrack?.() : null],
      ['nexttrack', hasNext ? () => latest.current?.onNextTrack?.() : null],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // This browser does not know the action.
      }
    }
    const position = () => {
      if (!Number.isFinite(video.duration) || video.duration <= 0) return;
      try {
        session.setPositionState({
          duration: video.duration,
          position: Math.min(video.currentTime, video.duration),
          playbackRate: video.playbackRate || 1,
        });
      } catch {
        // Positions during a source switch can be momentarily inconsistent.
      }
    };
    const events = ['durationchange', 'seeked', 'ratechange', 'play', 'pause'];
    for (const name of events) video.addEventListener(name, position);
    return () => {
      for (const name of events) video.removeEventListener(name, position);
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
      session.metadata = null;
    };
  }, [videoRef, title, artist, artwork, hasPrevious, hasNext]);
}
