import { startTransition, useEffect, useState } from 'react';

/** Enough cards to fill a row on any screen, with one cut off at the edge to show it scrolls. */
const FIRST_STAGE = 7;
/** Browsers without requestIdleCallback wait this long instead. */
const IDLE_FALLBACK_MS = 300;

/**
 * The cards a row renders: the first few at once, the rest once the browser is idle. A row of 24
 * cards is most of the home page's first render, and a phone shows three of them; the others
 * arrive before anyone scrolls to them.
 */
export function useCardsInStages<T>(items: readonly T[] | undefined): readonly T[] | undefined {
  const [all, setAll] = useState(false);
  const waiting = !!items && items.length > FIRST_STAGE && !all;
  useEffect(() => {
    if (!waiting) return;
    const showAll = () => startTransition(() => setAll(true));
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(showAll, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(showAll, IDLE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return waiting ? items.slice(0, FIRST_STAGE) : items;
}
