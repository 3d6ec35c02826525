import { useCallback, useSyncExternalStore } from 'react';

// Test environments (jsdom) have no matchMedia: nothing matches there.
const matchMediaOf = (query: string) => window.matchMedia?.(query);

/**
 * Whether a media query matches, read synchronously, so a page rendered in the browser picks the
 * right layout at once. While React hydrates a page the server rendered it is `onServer`
 * (undefined unless given): the server knows no screen. A component whose answer changes after
 * hydration re-renders synchronously, so give the value most visitors have where there is one.
 */
export function useMediaMatch<Server extends boolean | undefined = undefined>(
  query: string,
  onServer?: Server,
): boolean | Server {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMediaOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | Server>(
    subscribe,
    () => matchMediaOf(query)?.matches === true,
    () => onServer as Server,
  );
}
