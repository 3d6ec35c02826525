import { ApiError } from './api-client.ts';

/**
 * What a failed load means for the visitor:
 * - `offline`: the device has no connection (the browser says so);
 * - `unreachable`: the device is online, but the server did not answer (stopped, restarting, a
 *   network between them down);
 * - `unavailable`: the server answered 503, its database away for a while;
 * - `other`: anything else (a bug, a 500, an answer the app cannot read).
 */
export type FailureKind = 'offline' | 'unreachable' | 'unavailable' | 'other';

/** How each browser words a dynamic import() whose file did not arrive (Chromium, Firefox, Safari). */
const chunkFailureMessages = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  // Vite's preload helper, when a page's stylesheet did not arrive.
  'Unable to preload CSS',
];

/** How each browser words a fetch() that got no answer at all. */
const fetchFailureMessages = [
  'Failed to fetch',
  'NetworkError when attempting to fetch resource',
  'Load failed',
];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** A lazily loaded part's code that did not arrive (network down, or a file a new deployment removed). */
export const isChunkLoadFailure = (error: unknown): boolean =>
  chunkFailureMessages.some((text) => messageOf(error).includes(text));

/** A request that got no answer: the API client's status 0, a failed fetch, a chunk that did not arrive. */
export const isConnectionFailure = (error: unknown): boolean =>
  (error instanceof ApiError && error.status === 0) ||
  isChunkLoadFailure(error) ||
  (error instanceof TypeError && fetchFailureMessages.some((text) => messageOf(error).includes(text)));

/** The kind of a failure; `online` is the browser's own belief (`navigator.onLine`). */
export function failureKindOf(error: unknown, online = navigator.onLine): FailureKind {
  if (error instanceof ApiError && error.status === 503) return 'unavailable';
  if (isConnectionFailure(error)) return online ? 'unreachable' : 'offline';
  return 'other';
}
