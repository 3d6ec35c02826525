/** Why a picture could not be fetched or read; the message is kept as the row's `last_error`. */
export class ImageFetchError extends Error {}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
}

/**
 * Downloads one remote picture: an `image/*` answer of at most `maxBytes`, within `timeoutMs` for
 * the whole exchange. Anything else is an ImageFetchError; aborting `signal` (shutdown) rejects
 * with its reason, so the caller can tell an interruption from a failure.
 */
export async function fetchImage(url: string, limits: FetchLimits, signal: AbortSignal): Promise<Buffer> {
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const both = AbortSignal.any([signal, timeout]);
  try {
    const response = await fetch(url, {
      signal: both,
      headers: { accept: 'image/*', 'user-agent': 'Pardeh image fetcher' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new ImageFetchError(`HTTP ${response.status}`);
    }
    const type = response.headers.get('content-type') ?? '';
    if (!/^image\//i.test(type)) {
      await response.body?.cancel();
      throw new ImageFetchError(`not an image: ${type || 'no content type'}`);
    }
    if (Number(response.headers.get('content-length')) > limits.maxBytes) {
      await response.body?.cancel();
      throw new ImageFetchError(`larger than ${limits.maxBytes} bytes`);
    }
    return await readAtMost(response, limits.maxBytes);
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (timeout.aborted) throw new ImageFetchError(`no answer within ${limits.timeoutMs / 1000} s`);
    if (error instanceof ImageFetchError) throw error;
    throw new ImageFetchError(describeNetworkError(error));
  }
}

async function readAtMost(response: Response, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      // Leaving the loop cancels the stream, which closes the connection.
      throw new ImageFetchError(`larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

// fetch's own message is "fetch failed"; the reason (refused, unknown host, reset) is its cause.
function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: string; message?: string } | undefined;
  return cause ? `${error.message}: ${cause.code ?? cause.message ?? 'unknown cause'}` : error.message;
}
