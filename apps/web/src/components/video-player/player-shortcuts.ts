/**
 * Keyboard shortcuts of the video player, by physical key (`KeyboardEvent.code`), so they work the
 * same on the Persian layout (the F key types «ب», M «پ», K «ن»). The page is right-to-left and so
 * is the seek bar (time runs from right to left), so the arrow pointing along the bar goes forward:
 * ArrowLeft seeks 10 s forward and ArrowRight 10 s back; in a left-to-right page the other way
 * round. Comma and Period (the keys of `<` and `>`) slow down and speed up, digits jump to a tenth
 * of the video, Shift+Slash (`?`, «؟» in Persian) lists the shortcuts.
 */
export type PlayerAction =
  | { type: 'toggle-play' }
  | { type: 'seek'; seconds: number }
  | { type: 'seek-fraction'; fraction: number }
  | { type: 'volume'; delta: number }
  | { type: 'toggle-mute' }
  | { type: 'toggle-fullscreen' }
  | { type: 'toggle-subtitles' }
  | { type: 'speed'; steps: number }
  | { type: 'show-shortcuts' };

export const SEEK_STEP_SECONDS = 10;
export const VOLUME_STEP = 0.1;

/** What of a keyboard event the mapping reads (a KeyboardEvent has all of it). */
export interface ShortcutKey {
  code: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

const PLAIN: Record<string, PlayerAction> = {
  Space: { type: 'toggle-play' },
  KeyK: { type: 'toggle-play' },
  ArrowUp: { type: 'volume', delta: VOLUME_STEP },
  ArrowDown: { type: 'volume', delta: -VOLUME_STEP },
  KeyM: { type: 'toggle-mute' },
  KeyF: { type: 'toggle-fullscreen' },
  KeyC: { type: 'toggle-subtitles' },
  Comma: { type: 'speed', steps: -1 },
  Period: { type: 'speed', steps: 1 },
};

export function shortcutAction(key: ShortcutKey, direction: 'rtl' | 'ltr' = 'rtl'): PlayerAction | null {
  // Browser and system shortcuts (Ctrl+F, Alt+Left…) stay theirs.
  if (key.altKey || key.ctrlKey || key.metaKey) return null;
  if (key.shiftKey) return key.code === 'Slash' ? { type: 'show-shortcuts' } : null;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key.code === forward) return { type: 'seek', seconds: SEEK_STEP_SECONDS };
  if (key.code === back) return { type: 'seek', seconds: -SEEK_STEP_SECONDS };
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(key.code);
  if (digit) return { type: 'seek-fraction', fraction: Number(digit[1]) / 10 };
  return PLAIN[key.code] ?? null;
}

/**
 * Whether a key pressed on `target` is the page's to handle rather than the player's: typing in
 * a field, a menu or dialog moving with the arrows, a focused button pressing itself with space or
 * Enter, a focused slider moving itself with the arrows.
 */
export function keyBelongsToTarget(code: string, target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (
    target.closest(
      'input:not([type="range"]), textarea, select, [contenteditable=""], [contenteditable="true"]',
    )
  )
    return true;
  if (target.closest('[role="menu"], [role="dialog"], [role="listbox"]')) return true;
  const pressing = code === 'Space' || code === 'Enter' || code === 'NumpadEnter';
  if (pressing && target.closest('button, a[href], [role="button"]')) return true;
  return code.startsWith('Arrow') && target.closest('input[type="range"]') !== null;
}

/** A seek that stays inside the video. */
export const clampTime = (time: number, duration: number): number =>
  Math.min(Math.max(time, 0), Number.isFinite(duration) ? duration : time);

/** Volume stays between 0 and 1, rounded to hundredths so repeated steps do not drift. */
export const clampVolume = (volume: number): number =>
  Math.round(Math.min(Math.max(volume, 0), 1) * 100) / 100;

/** The speeds the menu offers and Comma/Period step through. */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** The next menu rate above (steps > 0) or below `current`, staying at either end. */
export function steppedRate(current: number, steps: number): number {
  if (steps > 0) return PLAYBACK_RATES.find((rate) => rate > current + 1e-9) ?? PLAYBACK_RATES.at(-1) ?? 2;
  return PLAYBACK_RATES.findLast((rate) => rate < current - 1e-9) ?? PLAYBACK_RATES[0];
}
