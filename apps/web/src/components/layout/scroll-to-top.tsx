import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Every change of path or query starts the new page at its top. Not on the first page: it opens
 * at the top anyway (or where the browser restores it), and scrolling would force a layout in
 * the middle of the first render.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
  return null;
}
