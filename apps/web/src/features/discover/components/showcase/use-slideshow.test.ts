import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSlideshow } from './use-slideshow.ts';

describe('useSlideshow', () => {
  it('starts on the first slide, not yet moved, so the first slide shows without a transition', () => {
    const { result } = renderHook(() => useSlideshow(5));
    expect(result.current.index).toBe(0);
    expect(result.current.moved).toBe(false);
  });

  it('has moved once the visitor steps or jumps, also back to the first slide', () => {
    const { result } = renderHook(() => useSlideshow(5));
    act(() => result.current.step(1));
    expect(result.current).toMatchObject({ index: 1, moved: true });
    act(() => result.current.goTo(0));
    expect(result.current).toMatchObject({ index: 0, moved: true });
  });
});
