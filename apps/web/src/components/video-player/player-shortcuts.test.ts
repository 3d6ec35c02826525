import { describe, expect, it } from 'vitest';
import { clampTime, clampVolume, shortcutAction } from './player-shortcuts.ts';

describe('shortcutAction', () => {
  it('plays and pauses with space and k', () => {
    for (const key of [' ', 'k', 'K']) expect(shortcutAction(key)).toEqual({ type: 'toggle-play' });
  });

  it('seeks along the bar: in a right-to-left page ArrowLeft goes forward', () => {
    expect(shortcutAction('ArrowLeft', 'rtl')).toEqual({ type: 'seek', seconds: 10 });
    expect(shortcutAction('ArrowRight', 'rtl')).toEqual({ type: 'seek', seconds: -10 });
    expect(shortcutAction('ArrowRight', 'ltr')).toEqual({ type: 'seek', seconds: 10 });
    expect(shortcutAction('ArrowLeft', 'ltr')).toEqual({ type: 'seek', seconds: -10 });
  });

  it('changes the volume with up and down, mutes with m, goes full screen with f', () => {
    expect(shortcutAction('ArrowUp')).toEqual({ type: 'volume', delta: 0.1 });
    expect(shortcutAction('ArrowDown')).toEqual({ type: 'volume', delta: -0.1 });
    expect(shortcutAction('m')).toEqual({ type: 'toggle-mute' });
    expect(shortcutAction('F')).toEqual({ type: 'toggle-fullscreen' });
  });

  it('ignores other keys', () => {
    for (const key of ['a', 'Enter', 'Tab', 'Escape']) expect(shortcutAction(key)).toBeNull();
  });
});

describe('clamping', () => {
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
});
