import type { Checkout, GiftBody, JoinBody } from '@pardeh/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { GatewayUnavailable, type PaymentGateway } from '../gateways/payment-gateway.ts';
import { findActivePlanRow } from '../plans/plans-db.ts';
import { insertOrder, insertOrderEvent, lockOrder, setOrderAuthority, updateOrder } from './orders-db.ts';
import { callbackUrl, type PaymentDeps } from './payment-deps.ts';

export type CheckoutRequest = ({ kind: 'subscription' } & JoinBody) | ({ kind: 'gift' } & GiftBody);

/**
 * Starts a payment (`join2` for oneself, `reserve2` for a gift): a pending order with the plan's
 * name, duration and price copied from the database (never from the client), its first history
 * event, then the gateway's authority and the page to send the payer to. A gateway that cannot be
 * reached fails the order and answers 503.
 */
export async function startCheckout(
  deps: PaymentDeps,
  buyer: Pick<UserRow, 'id' | 'email'>,
  request: CheckoutRequest,
): Promise<Checkout> {
  const plan = await findActivePlanRow(deps.db, request.planId);
  if (!plan) throw notFound(messages.premium.planNotFound);
  const gateway = chooseGateway(deps, request.gateway);

  const order = await deps.db.transaction(async (tx) => {
    const created = await insertOrder(tx, {
      userId: buyer.id,
      kind: request.kind,
      planId: plan.id,
      planName: plan.name,
      durationDays: plan.durationDays,
      amountRial: plan.priceRial,
      gateway: gateway.id,
      ...(request.kind === 'gift'
        ? { recipientEmail: request.recipientEmail, giftMessage: request.message || null }
        : {}),
    });
    await insertOrderEvent(tx, {
      orderId: created.id,
      fromStatus: null,
      toStatus: 'pending',
      reason: `${request.kind} order created`,
      detail: { gateway: gateway.id, amountRial: plan.priceRial },
    });
    return created;
  });

  try {
    const start = await gateway.requestPayment({
      orderId: order.id,
      amountRial: order.amountRial,
      description:
        order.kind === 'gift'
          ? messages.premium.giftPaymentDescription(order.planName)
          : messages.premium.paymentDescription(order.planName),
      callbackUrl: callbackUrl(deps.publicUrl, order.id),
      email: buyer.email ?? undefined,
    });
    await setOrderAuthority(deps.db, order.id, start.authority);
    return { orderId: order.id, redirectUrl: start.redirectUrl };
  } catch (error) {
    if (!(error instanceof GatewayUnavailable)) throw error;
    deps.log.warn({ err: error, orderId: order.id }, 'payment gateway unavailable for a new order');
    await failUnrequestedOrder(deps, order.id, error.message);
    throw new HttpError(503, messages.premium.gatewayUnavailable);
  }
}

/** The gateway asked for, or the site's default; 422 for one not offered, 503 when none is. */
function chooseGateway(deps: PaymentDeps, requested: JoinBody['gateway']): PaymentGateway {
  const fallback = deps.gateways.default;
  if (!fallback) throw new HttpError(503, messages.premium.noGateway);
  if (requested === undefined) return fallback;
  const gateway = deps.gateways.get(requested);
  if (!gateway)
    throw new HttpError(422, messages.premium.gatewayNotOffered, {
      gateway: [messages.premium.gatewayNotOffered],
    });
  return gateway;
}

async function failUnrequestedOrder(deps: PaymentDeps, orderId: number, detail: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.status !== 'pending') return;
    await updateOrder(tx, orderId, { status: 'failed', failureReason: messages.premium.gatewayUnavailable });
    await insertOrderEvent(tx, {
      orderId,
      fromStatus: 'pending',
      toStatus: 'failed',
      reason: 'the gateway was unavailable when asked for a payment',
      detail: { error: detail },
    });
  });
}
