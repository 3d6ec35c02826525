import { useCallback, useSyncExternalStore } from 'react';

// Test environments (jsdom) have no matchMedia: nothing matches there.
const matchMediaOf = (query: string) => window.matchMedia?.(query);

/**
 * Whether a media query matches, read synchronously, so a page rendered in the browser picks the
 * right layout at once. Undefined while React hydrates a page the server rendered: the server
 * knows no screen, so such a page draws both layouts behind CSS media queries until then.
 */
export function useMediaMatch(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMediaOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | undefined>(
    subscribe,
    () => matchMediaOf(query)?.matches === true,
    () => undefined,
  );
}
