import { useSyncExternalStore } from 'react';
import { getCookie } from '../lib/cookies.ts';

// Cookies announce no change; a component reads the current value whenever it renders.
const subscribe = () => () => {};

/**
 * A cookie's value for rendering: undefined on the server and while a server-rendered page
 * hydrates (the server draws the page for every visitor alike), the browser's afterwards.
 */
export function useCookie(name: string): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => getCookie(name),
    () => undefined,
  );
}
