import { toPersianDigits } from '../../lib/persian.ts';

/** An HLS playlist, judged by the path (query and fragment ignored). */
export const isHlsSource = (src: string): boolean => /\.m3u8$/i.test(src.split(/[?#]/)[0] ?? '');

/**
 * hls.js is needed only for an HLS source in a browser that cannot play HLS itself (Safari and
 * most phones can); everything else plays through the video element alone.
 */
export const needsHlsJs = (src: string, video: Pick<HTMLVideoElement, 'canPlayType'>): boolean =>
  isHlsSource(src) && video.canPlayType('application/vnd.apple.mpegurl') === '';

/** A playback position as the player shows it: ۱:۰۵ or ۱:۰۲:۰۹, in Persian digits. */
export function formatPlaybackTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  const text = hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
  return toPersianDigits(text);
}
