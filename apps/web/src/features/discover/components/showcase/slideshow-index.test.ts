import { describe, expect, it } from 'vitest';
import { arrowKeyStep, stepIndex, swipeStep } from './slideshow-index.ts';

describe('stepIndex', () => {
  it('moves forward and back, wrapping at both ends', () => {
    expect(stepIndex(0, 1, 5)).toBe(1);
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, -7, 5)).toBe(0);
  });

  it('stays at 0 with one slide or none', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(3, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('in RTL, a finger moving right brings the next slide', () => {
    expect(swipeStep(80, 5, true)).toBe(1);
    expect(swipeStep(-80, 5, true)).toBe(-1);
  });

  it('in LTR, the mirror image', () => {
    expect(swipeStep(-80, 5, false)).toBe(1);
    expect(swipeStep(80, 5, false)).toBe(-1);
  });

  it('ignores taps and vertical scrolls', () => {
    expect(swipeStep(20, 0, true)).toBe(0);
    expect(swipeStep(60, 90, true)).toBe(0);
  });
});

describe('arrowKeyStep', () => {
  it('follows the reading direction', () => {
    expect(arrowKeyStep('ArrowLeft', true)).toBe(1);
    expect(arrowKeyStep('ArrowRight', true)).toBe(-1);
    expect(arrowKeyStep('ArrowLeft', false)).toBe(-1);
    expect(arrowKeyStep('Enter', true)).toBe(0);
  });
});
