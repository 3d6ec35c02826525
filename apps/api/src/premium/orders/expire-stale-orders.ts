import { listOverdueOrderIds } from './orders-db.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { type SettleOutcome, settlePayment } from './settle-payment.ts';

const BATCH = 100;

/**
 * Settles the orders still pending after their 30 minutes: each is verified with its gateway first
 * (the payer may have paid and closed the tab), so a paid one is credited and only an unpaid one
 * expires; one whose gateway cannot answer stays pending for the next run.
 */
export async function expireStaleOrders(deps: PaymentDeps): Promise<Map<number, SettleOutcome>> {
  const outcomes = new Map<number, SettleOutcome>();
  for (const orderId of await listOverdueOrderIds(deps.db, BATCH)) {
    outcomes.set(orderId, await settlePayment(deps, orderId, { source: 'expiry' }));
  }
  return outcomes;
}
