import { expireStaleOrders } from './expire-stale-orders.ts';
import type { PaymentDeps } from './payment-deps.ts';

const EVERY_MS = 60_000;

/**
 * The background job `main.ts` starts: every minute, settle the pending orders past their 30
 * minutes. Returns how to stop it, which waits for a run in progress.
 */
export function startOrderExpiry(deps: PaymentDeps, everyMs = EVERY_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      running = expireStaleOrders(deps)
        .then(
          (outcomes) => {
            if (outcomes.size > 0)
              deps.log.info({ outcomes: Object.fromEntries(outcomes) }, 'overdue orders settled');
          },
          (error: unknown) => deps.log.error({ err: error }, 'settling overdue orders failed'),
        )
        .finally(() => {
          if (!stopped) schedule();
        });
    }, everyMs);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
