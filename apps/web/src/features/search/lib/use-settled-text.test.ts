import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PEOPLE_DEBOUNCE_MS, TITLE_DEBOUNCE_MS } from './search-rules.ts';
import { useSettledText } from './use-settled-text.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const settle = (initial: string, delayMs: number) =>
  renderHook(({ text }) => useSettledText(text, delayMs), { initialProps: { text: initial } });

describe('useSettledText', () => {
  it('gives the text once it has been quiet for the delay, not a moment before', () => {
    const { result } = settle('matrix', TITLE_DEBOUNCE_MS);
    act(() => vi.advanceTimersByTime(TITLE_DEBOUNCE_MS - 1));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('matrix');
  });

  it('never gives a text under two characters, however long it waits', () => {
    const { result } = settle(' m ', TITLE_DEBOUNCE_MS);
    act(() => vi.advanceTimersByTime(PEOPLE_DEBOUNCE_MS * 3));
    expect(result.current).toBeNull();
  });

  it('starts the wait again on each keystroke and drops the settled text at once', () => {
    const { result, rerender } = settle('mat', PEOPLE_DEBOUNCE_MS);
    act(() => vi.advanceTimersByTime(PEOPLE_DEBOUNCE_MS));
    expect(result.current).toBe('mat');
    rerender({ text: 'matr' });
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(PEOPLE_DEBOUNCE_MS - 100));
    rerender({ text: 'matrix' });
    act(() => vi.advanceTimersByTime(PEOPLE_DEBOUNCE_MS - 1));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('matrix');
  });
});
