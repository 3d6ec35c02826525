import { listOrderIdsToReconcile } from './orders-db.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { type SettleOutcome, settlePayment } from './settle-payment.ts';

/** How far back expired orders are re-verified: a gateway's late success is still credited. */
const EXPIRED_WITHIN_DAYS = 7;

/**
 * `npm run payments -- reconcile`: re-verifies the orders pending for more than
 * `olderThanMinutes` (the payer paid and closed the tab before the callback) and those that expired
 * in the last week, crediting every one the gateway says was paid. Nobody pays without premium.
 */
export async function reconcileOrders(
  deps: PaymentDeps,
  { olderThanMinutes }: { olderThanMinutes: number },
): Promise<Array<{ orderId: number; outcome: SettleOutcome }>> {
  const ids = await listOrderIdsToReconcile(deps.db, {
    olderThanMinutes,
    expiredWithinDays: EXPIRED_WITHIN_DAYS,
  });
  const results: Array<{ orderId: number; outcome: SettleOutcome }> = [];
  for (const orderId of ids) {
    results.push({ orderId, outcome: await settlePayment(deps, orderId, { source: 'reconcile' }) });
  }
  return results;
}
