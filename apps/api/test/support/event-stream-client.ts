/** One block of a Server-Sent Events stream: an event (`id`, `event`, `data`), a `retry`, or a comment. */
export interface StreamItem {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

export interface EventStream {
  response: Response;
  /** The next item that is not a comment (a heartbeat); rejects after `timeoutMs`. */
  nextEvent(timeoutMs?: number): Promise<StreamItem>;
  /** The next comment line, skipping events. */
  nextComment(timeoutMs?: number): Promise<StreamItem>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Drops the connection, as a closing tab does. */
  close(): void;
}

/**
 * Reads `GET path` as a browser's fetch-based SSE reader would: items are parsed as they arrive
 * and queued, so a test waits for the one it expects and never sleeps.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const queue: StreamItem[] = [];
  let wake = () => {};
  let finished = false;
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          queue.push(parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        wake();
      }
    } catch {
      // Aborted by close().
    } finally {
      finished = true;
      wake();
    }
  })();

  const take = async (wanted: (item: StreamItem) => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = queue.findIndex(wanted);
      if (index !== -1) return queue.splice(index, 1)[0] as StreamItem;
      if (finished) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no item within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  };
  return {
    response,
    nextEvent: (timeoutMs = 10_000) => take((item) => item.comment === undefined, timeoutMs),
    nextComment: (timeoutMs = 10_000) => take((item) => item.comment !== undefined, timeoutMs),
    ended,
    close: () => abort.abort(),
  };
}

function parseBlock(block: string): StreamItem {
  const item: StreamItem = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) {
      item.comment = line.slice(1).trim();
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event') item[field] = value;
    else if (field === 'data') item.data = item.data === undefined ? value : `${item.data}\n${value}`;
    else if (field === 'retry') item.retry = Number(value);
  }
  return item;
}
