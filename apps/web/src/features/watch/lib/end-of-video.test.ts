import type { PlaybackMarker } from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { endStartsAt, isAtEnd, markerAt } from './end-of-video.ts';

const intro: PlaybackMarker = { kind: 'intro', start: 30, end: 95 };
const credits: PlaybackMarker = { kind: 'credits', start: 2700, end: 2820 };

describe('the end of a video', () => {
  it('begins at the credits, else 20 s before the end', () => {
    expect(endStartsAt(2820, [intro, credits])).toBe(2700);
    expect(endStartsAt(2820, [intro])).toBe(2800);
  });

  it('waits for the second half of a clip shorter than 40 s', () => {
    expect(endStartsAt(6, [])).toBe(3);
    expect(endStartsAt(40, [])).toBe(20);
  });

  it('is unknown until the duration is', () => {
    expect(endStartsAt(0, [credits])).toBeNull();
    expect(endStartsAt(Number.NaN, [])).toBeNull();
    expect(isAtEnd({ time: 5, duration: Number.NaN, ended: false }, [])).toBe(false);
  });

  it('ignores a credits marker past the end of the file', () => {
    expect(endStartsAt(600, [credits])).toBe(580);
  });

  it('is reached at its start, or when the video has ended', () => {
    expect(isAtEnd({ time: 2699.9, duration: 2820, ended: false }, [credits])).toBe(false);
    expect(isAtEnd({ time: 2700, duration: 2820, ended: false }, [credits])).toBe(true);
    expect(isAtEnd({ time: 0, duration: 2820, ended: true }, [credits])).toBe(true);
  });
});

describe('markerAt', () => {
  it('finds the marker the time is inside, start included and end excluded', () => {
    expect(markerAt(29.9, [intro, credits])).toBeNull();
    expect(markerAt(30, [intro, credits])).toBe(intro);
    expect(markerAt(94.9, [intro, credits])).toBe(intro);
    expect(markerAt(95, [intro, credits])).toBeNull();
    expect(markerAt(2750, [intro, credits])).toBe(credits);
  });
});
