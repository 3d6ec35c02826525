/**
 * API answers the server embedded in the page's HTML (`<script id="initial-responses">`, a JSON
 * object from API path and query to body), so the first screen needs no round trip once the code
 * has run. Each is used once: the first request for its address gets it, later ones (refetches,
 * coming back to the page) go to the network as usual.
 */
let pending: Map<string, unknown> | undefined;

function readEmbedded(doc: Document | undefined): Map<string, unknown> {
  const text = doc?.getElementById('initial-responses')?.textContent;
  if (!text) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(text) as Record<string, unknown>));
  } catch {
    return new Map();
  }
}

/** The embedded body for this API URL (absolute or path), once; undefined when there is none. */
export function takeInitialResponse(url: string, doc: Document | undefined = globalThis.document): unknown {
  pending ??= readEmbedded(doc);
  const { pathname, search } = new URL(url, 'http://localhost');
  const key = pathname + search;
  const body = pending.get(key);
  pending.delete(key);
  return body;
}

/** Tests start each case from a fresh page. */
export function forgetInitialResponses(): void {
  pending = undefined;
}
