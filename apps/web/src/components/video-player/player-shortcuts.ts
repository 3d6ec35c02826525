/**
 * Keyboard shortcuts of the video player. The page is right-to-left and so is the seek bar (time
 * runs from right to left), so the arrow pointing along the bar's direction goes forward:
 * ArrowLeft seeks 10 s forward and ArrowRight 10 s back. In a left-to-right page it is the usual
 * way round. Up and Down change the volume by a tenth.
 */
export type PlayerAction =
  | { type: 'toggle-play' }
  | { type: 'seek'; seconds: number }
  | { type: 'volume'; delta: number }
  | { type: 'toggle-mute' }
  | { type: 'toggle-fullscreen' };

export const SEEK_STEP_SECONDS = 10;
export const VOLUME_STEP = 0.1;

export function shortcutAction(key: string, direction: 'rtl' | 'ltr' = 'rtl'): PlayerAction | null {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case ' ':
    case 'k':
    case 'K':
      return { type: 'toggle-play' };
    case forward:
      return { type: 'seek', seconds: SEEK_STEP_SECONDS };
    case back:
      return { type: 'seek', seconds: -SEEK_STEP_SECONDS };
    case 'ArrowUp':
      return { type: 'volume', delta: VOLUME_STEP };
    case 'ArrowDown':
      return { type: 'volume', delta: -VOLUME_STEP };
    case 'm':
    case 'M':
      return { type: 'toggle-mute' };
    case 'f':
    case 'F':
      return { type: 'toggle-fullscreen' };
    default:
      return null;
  }
}

/** A seek that stays inside the video. */
export const clampTime = (time: number, duration: number): number =>
  Math.min(Math.max(time, 0), Number.isFinite(duration) ? duration : time);

/** Volume stays between 0 and 1, rounded to hundredths so repeated steps do not drift. */
export const clampVolume = (volume: number): number =>
  Math.round(Math.min(Math.max(volume, 0), 1) * 100) / 100;
