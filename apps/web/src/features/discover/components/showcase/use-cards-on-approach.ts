import { type RefObject, useMemo } from 'react';
import { useComesNear } from '../../../../hooks/use-comes-near.ts';

/** Enough cards to fill a row on any screen, with one cut off at the edge to show it scrolls. */
export const FIRST_CARDS = 7;
/** The rest render when the last card shown is within one row's width of coming into view. */
const APPROACH_MARGIN = '0px 100%';

/**
 * The cards a horizontal row renders: the first few at once, the rest when the visitor scrolls
 * the row towards its last rendered card. A phone shows three cards of a row of 24; rendering all
 * of them for every row while the page loads was most of its main-thread work, for cards most
 * visitors never swipe to. Without IntersectionObserver (old browsers, jsdom) every card renders.
 */
export function useCardsOnApproach<T>(
  items: readonly T[] | undefined,
  scroller: RefObject<HTMLElement | null>,
): readonly T[] | undefined {
  const long = !!items && items.length > FIRST_CARDS;
  const approached = useComesNear(() => scroller.current?.lastElementChild, {
    root: () => scroller.current,
    rootMargin: APPROACH_MARGIN,
    enabled: long,
  });
  const waiting = long && !approached;
  // The same array from render to render: callers key effects on it (useScrollEdges).
  const firstCards = useMemo(() => items?.slice(0, FIRST_CARDS), [items]);
  return waiting ? firstCards : items;
}
