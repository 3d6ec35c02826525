// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  clampTime,
  clampVolume,
  keyBelongsToTarget,
  type ShortcutKey,
  shortcutAction,
  steppedRate,
} from './player-shortcuts.ts';

const press = (code: string, extra: Partial<ShortcutKey> = {}): ShortcutKey => ({
  code,
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...extra,
});

/** Builds a real KeyboardEvent as the Persian layout sends it: the physical code, a Persian key. */
const persian = (code: string, key: string, shiftKey = false) =>
  new KeyboardEvent('keydown', { code, key, shiftKey });

describe('shortcutAction', () => {
  it('plays and pauses with space and k', () => {
    for (const code of ['Space', 'KeyK'])
      expect(shortcutAction(press(code))).toEqual({ type: 'toggle-play' });
  });

  it('reads the physical key, so the Persian layout works: ب is F, پ is M, ن is K, ؟ is ?', () => {
    expect(shortcutAction(persian('KeyF', 'ب'))).toEqual({ type: 'toggle-fullscreen' });
    expect(shortcutAction(persian('KeyM', 'پ'))).toEqual({ type: 'toggle-mute' });
    expect(shortcutAction(persian('KeyK', 'ن'))).toEqual({ type: 'toggle-play' });
    expect(shortcutAction(persian('KeyC', 'ز'))).toEqual({ type: 'toggle-subtitles' });
    expect(shortcutAction(persian('Slash', '؟', true))).toEqual({ type: 'show-shortcuts' });
    expect(shortcutAction(persian('Comma', 'و'))).toEqual({ type: 'speed', steps: -1 });
    // A Latin key value on another physical key does nothing: the key, not the letter, counts.
    expect(shortcutAction(persian('KeyL', 'f'))).toBeNull();
  });

  it('seeks along the bar: in a right-to-left page ArrowLeft goes forward', () => {
    expect(shortcutAction(press('ArrowLeft'), 'rtl')).toEqual({ type: 'seek', seconds: 10 });
    expect(shortcutAction(press('ArrowRight'), 'rtl')).toEqual({ type: 'seek', seconds: -10 });
    expect(shortcutAction(press('ArrowRight'), 'ltr')).toEqual({ type: 'seek', seconds: 10 });
    expect(shortcutAction(press('ArrowLeft'), 'ltr')).toEqual({ type: 'seek', seconds: -10 });
  });

  it('changes the volume with up and down, the speed with comma and period, jumps with digits', () => {
    expect(shortcutAction(press('ArrowUp'))).toEqual({ type: 'volume', delta: 0.1 });
    expect(shortcutAction(press('ArrowDown'))).toEqual({ type: 'volume', delta: -0.1 });
    expect(shortcutAction(press('Period'))).toEqual({ type: 'speed', steps: 1 });
    expect(shortcutAction(press('Digit3'))).toEqual({ type: 'seek-fraction', fraction: 0.3 });
    expect(shortcutAction(press('Numpad0'))).toEqual({ type: 'seek-fraction', fraction: 0 });
  });

  it('leaves modified keys and other keys alone', () => {
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey'] as const)
      expect(shortcutAction(press('KeyF', { [modifier]: true }))).toBeNull();
    expect(shortcutAction(press('KeyF', { shiftKey: true }))).toBeNull();
    expect(shortcutAction(press('Slash'))).toBeNull();
    for (const code of ['KeyA', 'Enter', 'Tab', 'Escape']) expect(shortcutAction(press(code))).toBeNull();
  });
});

describe('keyBelongsToTarget', () => {
  const make = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.firstElementChild as Element;
  };

  it('gives typing fields every key, and the player none of them', () => {
    expect(keyBelongsToTarget('KeyF', make('<input type="text">'))).toBe(true);
    expect(keyBelongsToTarget('Space', make('<textarea></textarea>'))).toBe(true);
    expect(keyBelongsToTarget('KeyM', make('<div contenteditable="true"></div>'))).toBe(true);
  });

  it('lets buttons press themselves and sliders move themselves, but not more', () => {
    expect(keyBelongsToTarget('Space', make('<button></button>'))).toBe(true);
    expect(keyBelongsToTarget('KeyF', make('<button></button>'))).toBe(false);
    expect(keyBelongsToTarget('ArrowLeft', make('<input type="range">'))).toBe(true);
    expect(keyBelongsToTarget('Space', make('<input type="range">'))).toBe(false);
    expect(keyBelongsToTarget('KeyM', document.body)).toBe(false);
  });
});

describe('clamping and speed steps', () => {
  it('keeps a seek inside the video, and lets it through while the duration is unknown', () => {
    expect(clampTime(-4, 60)).toBe(0);
    expect(clampTime(75, 60)).toBe(60);
    expect(clampTime(30, Number.NaN)).toBe(30);
  });

  it('keeps the volume between 0 and 1 without drifting', () => {
    expect(clampVolume(0.7 + 0.1 + 0.1)).toBe(0.9);
    expect(clampVolume(1.2)).toBe(1);
    expect(clampVolume(-0.1)).toBe(0);
  });

  it('steps the speed through the menu rates and stops at the ends', () => {
    expect(steppedRate(1, 1)).toBe(1.25);
    expect(steppedRate(1, -1)).toBe(0.75);
    expect(steppedRate(2, 1)).toBe(2);
    expect(steppedRate(0.5, -1)).toBe(0.5);
    expect(steppedRate(1.1, 1)).toBe(1.25);
    expect(steppedRate(1.1, -1)).toBe(1);
  });
});
