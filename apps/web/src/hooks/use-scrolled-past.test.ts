import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrolledPast } from './use-scrolled-past.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Animation frames that run when the test says, and a scroll position the test sets. */
function stubFramesAndScroll() {
  let frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  let scrollReads = 0;
  let scrollY = 0;
  Object.defineProperty(window, 'scrollY', {
    configurable: true,
    get: () => {
      scrollReads += 1;
      return scrollY;
    },
  });
  return {
    scrollTo(y: number) {
      scrollY = y;
      window.dispatchEvent(new Event('scroll'));
    },
    runFrames() {
      const due = frames;
      frames = [];
      act(() => {
        for (const callback of due) callback(performance.now());
      });
    },
    scrollReads: () => scrollReads,
  };
}

describe('useScrolledPast', () => {
  it('reads the scroll position in animation frames only, once per frame', () => {
    const page = stubFramesAndScroll();
    const { result } = renderHook(() => useScrolledPast(8));
    expect(page.scrollReads()).toBe(0);
    page.runFrames();
    expect(result.current).toBe(false);

    page.scrollTo(5);
    page.scrollTo(40);
    page.scrollTo(120);
    const readsBefore = page.scrollReads();
    page.runFrames();
    expect(page.scrollReads() - readsBefore).toBe(1);
    expect(result.current).toBe(true);

    page.scrollTo(0);
    page.runFrames();
    expect(result.current).toBe(false);
  });
});
