import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { createElement, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CARDS, useCardsOnApproach } from './use-cards-on-approach.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Row({ items }: { items: readonly number[] | undefined }) {
  const scroller = useRef<HTMLUListElement>(null);
  const shown = useCardsOnApproach(items, scroller);
  return createElement(
    'ul',
    { ref: scroller, 'aria-label': 'row' },
    shown?.map((item) => createElement('li', { key: item }, item)),
  );
}

/** A stand-in IntersectionObserver that reports what the test says is in view. */
function stubIntersectionObserver() {
  const observed: Array<{ target: Element; report(isIntersecting: boolean): void }> = [];
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      observed.push({
        target,
        report: (isIntersecting) =>
          this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as never),
      });
    }
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return observed;
}

const cards = () => screen.getAllByRole('listitem');

describe('useCardsOnApproach', () => {
  const items = Array.from({ length: 24 }, (_, index) => index);

  it('renders the first cards, and the rest only when the last one shown comes near', () => {
    const observed = stubIntersectionObserver();
    render(createElement(Row, { items }));
    expect(cards()).toHaveLength(FIRST_CARDS);
    expect(observed.at(-1)?.target.textContent).toBe(String(FIRST_CARDS - 1));

    act(() => observed.at(-1)?.report(false));
    expect(cards()).toHaveLength(FIRST_CARDS);
    act(() => observed.at(-1)?.report(true));
    expect(cards()).toHaveLength(24);
  });

  it('returns the same first cards from render to render, as effects keyed on them expect', () => {
    stubIntersectionObserver();
    const scroller = { current: document.createElement('ul') };
    scroller.current.append(document.createElement('li'));
    const { result, rerender } = renderHook(() => useCardsOnApproach(items, scroller));
    const firstRender = result.current;
    rerender();
    expect(result.current).toHaveLength(FIRST_CARDS);
    expect(result.current).toBe(firstRender);
  });

  it('renders short rows, loading rows and rows in browsers without IntersectionObserver as they are', () => {
    const countCards = (rowItems: readonly number[] | undefined) =>
      render(createElement(Row, { items: rowItems })).container.querySelectorAll('li').length;
    stubIntersectionObserver();
    expect(countCards([1, 2, 3])).toBe(3);
    expect(countCards(undefined)).toBe(0);
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(countCards(items)).toBe(24);
  });
});
