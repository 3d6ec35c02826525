import { useEffect, useState } from 'react';

export interface VideoPosition {
  time: number;
  duration: number;
  playing: boolean;
  ended: boolean;
}

const idle: VideoPosition = { time: 0, duration: 0, playing: false, ended: false };

const read = (video: HTMLVideoElement): VideoPosition => ({
  time: video.currentTime,
  duration: Number.isFinite(video.duration) ? video.duration : 0,
  playing: !video.paused,
  ended: video.ended,
});

const EVENTS = [
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'play',
  'pause',
  'ended',
  'seeked',
  'emptied',
];

/** The video's time, duration and play state, updated by its own events (a few times a second). */
export function useVideoPosition(video: HTMLVideoElement | null): VideoPosition {
  const [position, setPosition] = useState<VideoPosition>(() => (video ? read(video) : idle));
  useEffect(() => {
    if (!video) {
      setPosition(idle);
      return;
    }
    const update = () => setPosition(read(video));
    update();
    for (const name of EVENTS) video.addEventListener(name, update);
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, update);
    };
  }, [video]);
  return position;
}
