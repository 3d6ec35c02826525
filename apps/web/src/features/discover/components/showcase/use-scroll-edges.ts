import { type RefObject, useEffect, useState } from 'react';

/** A card counts as shown when this much of it is inside the row (sub-pixel rounding aside). */
const SHOWN_RATIO = 0.95;

export interface ScrollEdges {
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Whether a horizontal scroller shows its first and last items, from an IntersectionObserver on
 * those two items. Reading `scrollLeft` instead would force a layout on every row as the page
 * builds, which on a phone costs more than the whole first render. Call again when the items
 * change (`itemsKey`); without IntersectionObserver (old browsers, jsdom) both edges count as shown.
 */
export function useScrollEdges(scroller: RefObject<HTMLElement | null>, itemsKey: unknown): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ atStart: true, atEnd: true });
  useEffect(() => {
    const first = scroller.current?.firstElementChild;
    const last = scroller.current?.lastElementChild;
    if (!itemsKey || !first || !last || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setEdges((current) => {
          let next = current;
          for (const entry of entries) {
            const shown = entry.intersectionRatio >= SHOWN_RATIO;
            // Unchanged edges keep the same object, so React skips the render.
            if (entry.target === first && next.atStart !== shown) next = { ...next, atStart: shown };
            if (entry.target === last && next.atEnd !== shown) next = { ...next, atEnd: shown };
          }
          return next;
        }),
      { root: scroller.current, threshold: [0, SHOWN_RATIO, 1] },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [scroller, itemsKey]);
  return edges;
}
