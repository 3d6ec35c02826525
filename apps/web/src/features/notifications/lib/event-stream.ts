import { reconnectDelay } from './reconnect-delay.ts';
import { createSseParser, type SseEvent } from './sse-parser.ts';

/** The server's first `retry` field says 5 s too; this holds until it arrives. */
const DEFAULT_RETRY_MS = 5_000;
/**
 * Three missed heartbeats (the server sends one every 15 s): the connection died without an
 * error reaching us (a phone that slept, a proxy that dropped it), so we reconnect.
 */
const STALL_TIMEOUT_MS = 45_000;

/** Why the stream stopped for good: the caller's signal, or a server that no longer knows the token. */
export type StreamEnd = 'stopped' | 'signed-out';

export interface FollowEventStreamOptions {
  url: string;
  /** Read before every attempt, as the token may have changed; null when signed out. */
  headers(): Record<string, string> | null;
  /** Where to resume: sent as `Last-Event-ID`, then replaced by each id the stream brings. */
  lastEventId?: string;
  signal: AbortSignal;
  onEvent(event: SseEvent): void;
  /** For tests: the fetch, the wait between attempts and the jitter's random source. */
  fetch?: typeof fetch;
  wait?: (milliseconds: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
  stallTimeoutMs?: number;
}

/** Resolves after `milliseconds`, or at once when `signal` aborts. */
export function waitUnlessAborted(milliseconds: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, milliseconds);
    signal.addEventListener('abort', done);
  });
}

/**
 * Follows a Server-Sent Events stream over fetch, as EventSource would but with our headers:
 * reconnects after the stream ends or fails (with backoff, see reconnect-delay.ts), sending
 * `Last-Event-ID` so the server replays what was missed, until `signal` aborts or the server
 * answers 401 (the session is gone; the app's auth check signs the visitor out).
 */
export async function followEventStream(options: FollowEventStreamOptions): Promise<StreamEnd> {
  const { signal } = options;
  const fetchStream = options.fetch ?? ((input, init) => fetch(input, init));
  const wait = options.wait ?? waitUnlessAborted;
  const stallTimeoutMs = options.stallTimeoutMs ?? STALL_TIMEOUT_MS;
  let lastEventId = options.lastEventId ?? '';
  let retryMs = DEFAULT_RETRY_MS;
  let failuresInARow = 0;

  while (!signal.aborted) {
    const headers = options.headers();
    if (!headers) return 'signed-out';
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const attempt = new AbortController();
    const stopAttempt = () => attempt.abort();
    signal.addEventListener('abort', stopAttempt);
    let stallTimer: ReturnType<typeof setTimeout> | undefined;
    const restartStallTimer = () => {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(stopAttempt, stallTimeoutMs);
    };
    try {
      restartStallTimer();
      const response = await fetchStream(options.url, {
        headers,
        signal: attempt.signal,
        cache: 'no-store',
        credentials: 'include',
      });
      if (response.status === 401) {
        await response.body?.cancel();
        return 'signed-out';
      }
      if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`);
      failuresInARow = 0;
      const parser = createSseParser(
        {
          onEvent: options.onEvent,
          onRetry: (milliseconds) => {
            retryMs = milliseconds;
          },
        },
        lastEventId,
      );
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        restartStallTimer();
        parser.push(decoder.decode(chunk.value, { stream: true }));
        lastEventId = parser.lastEventId;
      }
    } catch {
      // Network failure, an error status, or a stall: wait longer each time in a row.
      failuresInARow += 1;
    } finally {
      clearTimeout(stallTimer);
      signal.removeEventListener('abort', stopAttempt);
    }
    if (!signal.aborted) await wait(reconnectDelay(retryMs, failuresInARow, options.random), signal);
  }
  return 'stopped';
}
