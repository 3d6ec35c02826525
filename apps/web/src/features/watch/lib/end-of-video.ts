import type { PlaybackMarker } from '@pardeh/contract';

/** Without a credits marker, the up-next card shows for the video's last 20 seconds. */
export const UP_NEXT_LEAD_SECONDS = 20;
/** How long the up-next card counts down before the next episode plays. */
export const UP_NEXT_COUNTDOWN_SECONDS = 10;

/**
 * When the end of the video begins, for the up-next card: the start of the credits, else 20 s
 * before the end. A clip shorter than twice that waits for its second half, so it is not "at the
 * end" from its first frame. Null while the duration is unknown.
 */
export function endStartsAt(duration: number, markers: readonly PlaybackMarker[]): number | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  const credits = markers.filter((marker) => marker.kind === 'credits' && marker.start < duration);
  const lastCredits = credits.at(-1);
  if (lastCredits) return lastCredits.start;
  return Math.max(duration - UP_NEXT_LEAD_SECONDS, duration / 2);
}

export function isAtEnd(
  position: { time: number; duration: number; ended: boolean },
  markers: readonly PlaybackMarker[],
): boolean {
  if (position.ended) return true;
  const start = endStartsAt(position.duration, markers);
  return start !== null && position.time >= start;
}

/** The marker the time is inside (start included, end not), for its skip button. */
export const markerAt = (time: number, markers: readonly PlaybackMarker[]): PlaybackMarker | null =>
  markers.find((marker) => time >= marker.start && time < marker.end) ?? null;
