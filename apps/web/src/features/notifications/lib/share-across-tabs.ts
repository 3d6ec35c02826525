export interface ShareAcrossTabsOptions<Message> {
  /** Names both the Web Lock that elects the leader and the BroadcastChannel. */
  name: string;
  /**
   * Runs in the one tab that holds the lock, until `signal` aborts or it gives up; `publish`
   * hands a message to every tab of the browser, this one included. When it settles (or its tab
   * closes) the lock passes to the next tab waiting for it.
   */
  lead(publish: (message: Message) => void, signal: AbortSignal): Promise<unknown>;
  onMessage(message: Message): void;
  /** Stops leading or waiting to lead, and stops listening. */
  signal: AbortSignal;
  /** For tests: the browser's lock manager and channel constructor (null: the browser has none). */
  locks?: LockManager | null;
  createChannel?: ((name: string) => BroadcastChannel) | null;
}

const defaultChannel = (name: string) => new BroadcastChannel(name);

/**
 * One leader for all the tabs of a browser: every tab asks for the same Web Lock, the browser
 * grants it to one, and the others queue until it is released (the leader's tab closed, signed
 * out). The leader's messages reach the others through a BroadcastChannel. Browsers have at most
 * six HTTP/1.1 connections per host, so one held open per tab would soon block the site.
 * Without Web Locks or BroadcastChannel (older browsers, http pages) every tab leads for itself.
 */
export function shareAcrossTabs<Message>(options: ShareAcrossTabsOptions<Message>): void {
  const { signal, onMessage } = options;
  if (signal.aborted) return;
  const browserChannel = typeof BroadcastChannel === 'function' ? defaultChannel : null;
  const createChannel = options.createChannel === undefined ? browserChannel : options.createChannel;
  const channel = createChannel?.(options.name) ?? null;
  channel?.addEventListener('message', (event: MessageEvent<Message>) => onMessage(event.data));
  signal.addEventListener('abort', () => channel?.close(), { once: true });

  // A BroadcastChannel does not deliver to the object that posted, so the leader tells itself.
  const publish = (message: Message) => {
    onMessage(message);
    channel?.postMessage(message);
  };
  // Typed as always there, but older browsers and insecure (http) pages have no navigator.locks.
  const locks: LockManager | undefined | null = options.locks === undefined ? navigator.locks : options.locks;
  // Without a channel the leader could not tell the others, so each tab would need its own anyway.
  if (!locks || !channel) {
    void options.lead(publish, signal);
    return;
  }
  // The signal also withdraws a request still waiting in the queue (it rejects: nothing to do).
  locks.request(options.name, { signal }, () => options.lead(publish, signal)).catch(() => {});
}
