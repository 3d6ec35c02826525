import { describe, expect, it } from 'vitest';
import { nextBottomBarVisibility } from './bottom-bar-visibility.ts';

/** Replays scroll positions from the top and returns the bar's visibility after each. */
const replay = (positions: number[]) => {
  let visible = false;
  let previous = 0;
  return positions.map((y) => {
    visible = nextBottomBarVisibility(visible, previous, y);
    previous = y;
    return visible;
  });
};

describe('bottom bar visibility', () => {
  it('stays hidden while scrolling down within the first 100px', () => {
    expect(replay([20, 60, 100])).toEqual([false, false, false]);
  });

  it('appears once scrolling down goes past 100px', () => {
    expect(replay([60, 101])).toEqual([false, true]);
    expect(replay([400])).toEqual([true]);
  });

  it('hides on any scroll up and reappears on the next scroll down', () => {
    expect(replay([300, 290, 280, 320])).toEqual([true, false, false, true]);
  });

  it('keeps its state when the position does not change', () => {
    expect(nextBottomBarVisibility(true, 300, 300)).toBe(true);
    expect(nextBottomBarVisibility(false, 300, 300)).toBe(false);
  });

  it('hides when scrolling back up near the top', () => {
    expect(replay([500, 50])).toEqual([true, false]);
  });
});
