import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/** The element a server-rendered page carries its data in (`entry-server.tsx` writes it). */
export const SERVER_STATE_ELEMENT_ID = 'server-state';

/** The server's dehydrated data cache in this page, if the server rendered it. */
export function readServerState(doc: Document = document): DehydratedState | undefined {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}

/**
 * Puts the server's answers into the browser's cache, so hydration renders exactly what the server
 * did. They count as fetched when the page arrived: the page itself may have come from a cache
 * (the server's, a CDN's) as the API's answers would have, and refetching them all at once would
 * only repeat what the page already shows.
 */
export function hydrateServerState(queryClient: QueryClient, state: DehydratedState, now = Date.now()): void {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  });
}
