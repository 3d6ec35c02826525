import type { EventEmitter } from 'node:events';

export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/**
 * Calls `stop` on the first SIGINT, SIGTERM or SIGHUP and ignores the ones after it, so the
 * shutdown runs once and to its end. Ctrl+C under `npm start` delivers SIGINT twice (the terminal
 * signals the whole process group, and npm forwards its own copy): with one-time listeners the
 * second copy met Node's default action and killed the process mid-shutdown, leaving the DATA_DIR
 * lock behind and the database unclosed. The listeners stay, so no signal ever gets that default.
 */
export function stopOnSignals(
  stop: (signal: StopSignal) => void,
  signals: Pick<EventEmitter, 'on'> = process,
): void {
  let stopping = false;
  for (const signal of STOP_SIGNALS) {
    signals.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal);
    });
  }
}
