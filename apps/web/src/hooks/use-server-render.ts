import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the answer changes once, when hydration ends, and React re-renders then.
const subscribe = () => () => {};

/**
 * True while the component renders on the server or hydrates the server's HTML; false in every
 * later render, and in a page the browser renders itself. A component takes it as its first state
 * to draw, when hydrating, exactly what the server drew.
 */
export const useServerRender = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
