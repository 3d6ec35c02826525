/**
 * The few lines of the Server-Sent Events format Pardeh writes
 * (https://html.spec.whatwg.org/multipage/server-sent-events.html). `data` must be one line:
 * JSON.stringify never writes a raw line break.
 */

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: a proxy must not compress or rewrite it either.
  'cache-control': 'no-cache, no-transform',
  // nginx would otherwise buffer the answer and hold events back.
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

/** How long the browser waits before reconnecting after the stream ends. */
export const sseRetry = (ms: number) => `retry: ${ms}\n\n`;

export const sseEvent = (id: number, event: string, data: string) =>
  `id: ${id}\nevent: ${event}\ndata: ${data}\n\n`;

/** A comment line: clients ignore it; it keeps proxies and the connection from timing out. */
export const sseComment = (text: string) => `: ${text}\n\n`;
