import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCardsInStages } from './use-cards-in-stages.ts';

afterEach(() => vi.useRealTimers());

describe('useCardsInStages', () => {
  it('renders the first seven cards, then all of them once the browser is idle', () => {
    vi.useFakeTimers();
    const items = Array.from({ length: 24 }, (_, index) => index);
    const { result } = renderHook(() => useCardsInStages(items));
    expect(result.current).toHaveLength(7);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toHaveLength(24);
  });

  it('renders short rows and loading rows as they are', () => {
    expect(renderHook(() => useCardsInStages([1, 2, 3])).result.current).toEqual([1, 2, 3]);
    expect(renderHook(() => useCardsInStages(undefined)).result.current).toBeUndefined();
  });
});
