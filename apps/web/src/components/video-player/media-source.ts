import { toPersianDigits } from '../../lib/persian.ts';

/** An HLS playlist, judged by the path (query and fragment ignored). */
export const isHlsSource = (src: string): boolean => /\.m3u8$/i.test(src.split(/[?#]/)[0] ?? '');

/**
 * hls.js plays an HLS source unless the browser plays HLS itself *and* lists its audio tracks
 * (Safari, iPhones: `video.audioTracks`). Chromium's recent native HLS lists neither audio tracks
 * nor levels, so the player could offer no audio or quality menu there: hls.js it is. Other sources
 * play through the video element alone.
 */
export const needsHlsJs = (src: string, video: Pick<HTMLVideoElement, 'canPlayType'>): boolean =>
  isHlsSource(src) &&
  (video.canPlayType('application/vnd.apple.mpegurl') === '' || !('audioTracks' in video));

/** A playback position as the player shows it: ۱:۰۵ or ۱:۰۲:۰۹, in Persian digits. */
export function formatPlaybackTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  const text = hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
  return toPersianDigits(text);
}
