/** The longest wait between two attempts, however often the server failed. */
export const MAX_RECONNECT_DELAY_MS = 60_000;

/**
 * How long to wait before reconnecting: the server's `retry` after a stream that ended, doubled
 * for each failed attempt in a row (up to a minute), and spread over its upper half at random so
 * that the tabs of every visitor do not all come back in the same second after a restart.
 */
export function reconnectDelay(retryMs: number, failuresInARow: number, random: () => number = Math.random) {
  const ceiling = Math.min(MAX_RECONNECT_DELAY_MS, retryMs * 2 ** Math.max(0, failuresInARow - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}
