import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// A second at a time: each step lets React render and set the next timer, as a browser would.
function tick(ms: number) {
  for (let left = ms; left > 0; left -= 1000) act(() => vi.advanceTimersByTime(Math.min(1000, left)));
}

describe('useCountdown', () => {
  it('counts down once a second and calls back once at zero', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(3, true, onDone));
    expect(result.current).toBe(3);
    tick(999);
    expect(result.current).toBe(3);
    tick(1);
    expect(result.current).toBe(2);
    tick(2000);
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    tick(5000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('holds the count while stopped and goes on from there', () => {
    const onDone = vi.fn();
    const { result, rerender } = renderHook(({ running }) => useCountdown(10, running, onDone), {
      initialProps: { running: true },
    });
    tick(4000);
    expect(result.current).toBe(6);
    rerender({ running: false });
    tick(30_000);
    expect(result.current).toBe(6);
    expect(onDone).not.toHaveBeenCalled();
    rerender({ running: true });
    tick(6000);
    expect(result.current).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('never calls back when it never runs', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useCountdown(10, false, onDone));
    tick(20_000);
    expect(result.current).toBe(10);
    expect(onDone).not.toHaveBeenCalled();
  });
});
