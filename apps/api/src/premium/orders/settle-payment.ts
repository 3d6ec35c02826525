import type { OrderStatus } from '@pardeh/contract';
import type { PaymentOrderRow } from '../../db/schema/index.ts';
import { messages } from '../../messages.ts';
import { GatewayUnavailable, type VerificationResult } from '../gateways/payment-gateway.ts';
import { type CreditedOrder, creditOrder } from './credit-order.ts';
import { findOrder, insertOrderEvent, lockOrder, updateOrder } from './orders-db.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { sendPaymentMails } from './send-payment-mails.ts';

/** Who asks to settle an order: the gateway's callback (with what it says) or a sweep of old orders. */
export type SettleTrigger =
  | { source: 'callback'; authority: string | undefined; status: string | undefined }
  | { source: 'expiry' | 'reconcile' };

export type SettleOutcome =
  /** No such order. */
  | 'not-found'
  /** The callback's authority is not the order's: nothing is touched. */
  | 'authority-mismatch'
  /** Nothing to change: already paid, not yet due, or a not-paid answer for a settled order. */
  | 'unchanged'
  /** The gateway could not say; the order stays as it was for the next attempt. */
  | 'gateway-unavailable'
  /** The gateway's reference already belongs to another order: this one is not credited. */
  | 'reference-taken'
  | Exclude<OrderStatus, 'pending'>;

/**
 * Moves an order to what its gateway says, exactly once. The gateway is asked first (outside any
 * transaction: it may be slow), always with the amount from the database; the callback's Status
 * is only a hint. Then, in one transaction with the order row locked, the transition applies only
 * if the order's status still allows it: pending → paid | failed | cancelled | expired, and
 * expired | failed | cancelled → paid when the gateway verifies a payment after all (it took the
 * money). Anything else changes nothing, so callbacks repeated or run at once credit once.
 */
export async function settlePayment(
  deps: PaymentDeps,
  orderId: number,
  trigger: SettleTrigger,
): Promise<SettleOutcome> {
  const order = await findOrder(deps.db, orderId);
  if (!order) return 'not-found';
  if (trigger.source === 'callback' && (order.authority === null || trigger.authority !== order.authority)) {
    deps.log.warn({ orderId }, 'payment callback with an authority that is not the order’s; ignored');
    return 'authority-mismatch';
  }
  if (order.status === 'paid') return 'unchanged';
  if (order.authority === null) return expireUnrequested(deps, order, trigger);

  const verification = await verify(deps, order, order.authority);
  if (verification === 'gateway-unavailable') return verification;

  let credited: CreditedOrder | undefined;
  let outcome: SettleOutcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, orderId);
      if (!locked || locked.status === 'paid') return 'unchanged';
      const detail: Record<string, unknown> = {
        source: trigger.source,
        ...(trigger.source === 'callback' ? { status: trigger.status ?? null } : {}),
      };
      if (verification.outcome === 'paid') {
        credited = await creditOrder(tx, locked, verification, {
          reason: `${trigger.source}: the gateway verified the payment`,
          detail: { ...detail, code: verification.alreadyVerified ? '101' : '100' },
        });
        return 'paid';
      }
      const next = statusWhenNotPaid(locked, trigger, verification.reason);
      if (!next) return 'unchanged';
      await updateOrder(tx, locked.id, { status: next.status, failureReason: next.failureReason });
      await insertOrderEvent(tx, {
        orderId: locked.id,
        fromStatus: locked.status,
        toStatus: next.status,
        reason: next.reason,
        detail: { ...detail, code: verification.code },
      });
      return next.status;
    });
  } catch (error) {
    if (!violatesReferenceUniqueness(error)) throw error;
    deps.log.error(
      { orderId, gateway: order.gateway },
      'the gateway’s reference belongs to another order; not credited',
    );
    return 'reference-taken';
  }
  if (credited) {
    await sendPaymentMails(deps, credited).catch((error: unknown) => {
      deps.log.error({ err: error, orderId }, 'preparing the payment mails failed');
    });
  }
  return outcome;
}

async function verify(
  deps: PaymentDeps,
  order: PaymentOrderRow,
  authority: string,
): Promise<VerificationResult | 'gateway-unavailable'> {
  const gateway = deps.gateways.get(order.gateway);
  if (!gateway) {
    deps.log.warn(
      { orderId: order.id, gateway: order.gateway },
      'the order’s gateway is not configured; left as it is',
    );
    return 'gateway-unavailable';
  }
  try {
    return await gateway.verifyPayment({ authority, amountRial: order.amountRial });
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    deps.log.warn({ err: error, orderId: order.id }, 'payment gateway unavailable; order left as it is');
    return 'gateway-unavailable';
  }
}

interface NotPaidTransition {
  status: 'failed' | 'cancelled' | 'expired';
  failureReason: string;
  reason: string;
}

/**
 * Where a payment the gateway did not verify leaves the order: only a pending one moves. The
 * callback ends it (cancelled on Status=NOK, else failed with the gateway's reason); a sweep
 * expires it once its 30 minutes are over and otherwise leaves the payer time to pay.
 */
function statusWhenNotPaid(
  order: PaymentOrderRow,
  trigger: SettleTrigger,
  gatewayReason: string,
): NotPaidTransition | undefined {
  if (order.status !== 'pending') return undefined;
  if (trigger.source === 'callback') {
    return trigger.status === 'NOK'
      ? {
          status: 'cancelled',
          failureReason: messages.premium.cancelled,
          reason: 'callback: the payer cancelled (Status=NOK)',
        }
      : {
          status: 'failed',
          failureReason: gatewayReason,
          reason: 'callback: the gateway did not verify the payment',
        };
  }
  if (order.expiresAt > new Date()) return undefined;
  return {
    status: 'expired',
    failureReason: messages.premium.expired,
    reason: `${trigger.source}: not paid within 30 minutes`,
  };
}

/** An order whose gateway never gave an authority cannot have been paid: a sweep expires it when due. */
async function expireUnrequested(
  deps: PaymentDeps,
  order: PaymentOrderRow,
  trigger: SettleTrigger,
): Promise<SettleOutcome> {
  if (trigger.source === 'callback') return 'unchanged';
  return deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const next =
      locked && locked.authority === null
        ? statusWhenNotPaid(locked, trigger, messages.premium.expired)
        : undefined;
    if (!locked || !next) return 'unchanged';
    await updateOrder(tx, locked.id, { status: next.status, failureReason: next.failureReason });
    await insertOrderEvent(tx, {
      orderId: locked.id,
      fromStatus: locked.status,
      toStatus: next.status,
      reason: `${next.reason} (the gateway never gave an authority)`,
      detail: { source: trigger.source },
    });
    return next.status;
  });
}

const REFERENCE_CONSTRAINT = 'payment_orders_one_per_reference';

/** True for the unique constraint that keeps one gateway reference on one order (drivers wrap it). */
function violatesReferenceUniqueness(error: unknown): boolean {
  let cause: unknown = error;
  while (cause && typeof cause === 'object') {
    const { code, constraint, message } = cause as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (
      code === '23505' &&
      (constraint === REFERENCE_CONSTRAINT || String(message).includes(REFERENCE_CONSTRAINT))
    ) {
      return true;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}
