import { type FailureKind, failureKindOf, isChunkLoadFailure } from './load-failure.ts';

/**
 * A chunk that failed to load is one of two things: the connection (the visitor is offline, the
 * server is down), or a stale page: a new deployment replaced the content-hashed files this page's
 * index.html names, so the old file answers 404 and only a fresh index.html knows the new name.
 * The first is shown and retried; the second is mended by reloading the page, once.
 */

/** What became of a chunk failure: the page is reloading, or the failure to show. */
export type ChunkFailureOutcome = FailureKind | 'reloading';

/** What asking the server again said about the chunk. */
export type ChunkDiagnosis = 'offline' | 'unreachable' | 'missing' | 'present';

/** The file the browser names in its message (Chromium and Firefox do; Safari does not). */
export function chunkUrlOf(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : '';
  const url = /https?:\/\/\S+/.exec(message)?.[0];
  return url && new URL(url).origin === window.location.origin ? url : undefined;
}

const PROBE_TIMEOUT_MS = 8_000;
/** Asked when the message names no file: a small static file, whether the server answers at all. */
const FALLBACK_PROBE = '/favicon.svg';

/**
 * Asks the server for the file again (HEAD, past every cache): no answer is a connection failure;
 * a 404, or a page instead of a script (a server that answers unknown paths with the app), is a
 * file that no longer exists. When the message names no file, a server that answers at all is
 * taken to have lost it.
 */
export async function diagnoseChunkFailure(
  error: unknown,
  deps: { online: () => boolean; fetch: typeof fetch } = {
    online: () => navigator.onLine,
    // Called as a method of `deps`, the browser's own fetch would refuse (it wants `window` as `this`).
    fetch: (input, init) => fetch(input, init),
  },
): Promise<ChunkDiagnosis> {
  if (!deps.online()) return 'offline';
  const url = chunkUrlOf(error);
  let response: Response;
  try {
    response = await deps.fetch(url ?? FALLBACK_PROBE, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
  } catch {
    return deps.online() ? 'unreachable' : 'offline';
  }
  if (url === undefined) return response.ok ? 'missing' : 'unreachable';
  if (response.status === 404 || response.status === 410) return 'missing';
  if (!response.ok) return 'unreachable';
  const type = response.headers.get('content-type') ?? '';
  return /javascript|css/.test(type) ? 'present' : 'missing';
}

const RELOAD_KEY = 'pardeh-stale-reload';
/** At most one reload for a missing file in this long, per tab: a broken deployment never loops. */
export const RELOAD_INTERVAL_MS = 10 * 60_000;

/**
 * Reloads the page, unless this tab already did for a missing file in the last ten minutes (a
 * deployment still missing its files, or sessionStorage unusable). True when it reloads.
 */
export function reloadOnce(
  deps: { storage: () => Storage; reload: () => void; now: () => number } = {
    storage: () => window.sessionStorage,
    reload: () => window.location.reload(),
    now: Date.now,
  },
): boolean {
  try {
    const storage = deps.storage();
    const last = Number(storage.getItem(RELOAD_KEY));
    if (last > 0 && deps.now() - last < RELOAD_INTERVAL_MS) return false;
    storage.setItem(RELOAD_KEY, String(deps.now()));
  } catch {
    return false;
  }
  deps.reload();
  return true;
}

const outcomes = new WeakMap<object, Promise<ChunkFailureOutcome>>();

/**
 * Decides what to do about a failed load, once per error (the error boundary that shows it and
 * Vite's `vite:preloadError` event both ask): a file gone with the last deployment reloads the
 * page (once); a file still there means the connection failed on the way. Errors that are not
 * chunk failures are classified as they are.
 */
export function recoverFromChunkFailure(error: unknown): Promise<ChunkFailureOutcome> {
  if (!isChunkLoadFailure(error) || typeof error !== 'object' || error === null) {
    return Promise.resolve(failureKindOf(error));
  }
  let outcome = outcomes.get(error);
  if (!outcome) {
    outcome = diagnoseChunkFailure(error).then((diagnosis): ChunkFailureOutcome => {
      if (diagnosis === 'offline') return 'offline';
      if (diagnosis === 'missing') return reloadOnce() ? 'reloading' : 'other';
      return 'unreachable';
    });
    outcomes.set(error, outcome);
  }
  return outcome;
}

/**
 * Vite's preload helper announces every dynamic import that failed (`vite:preloadError`), also
 * those no error boundary sees (code fetched ahead, as the search icon is touched): a stale page
 * reloads at the first sign. The error still reaches its caller.
 */
export function listenForStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    void recoverFromChunkFailure((event as Event & { payload?: unknown }).payload);
  });
}
