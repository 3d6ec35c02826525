import type { Notification, Order, PaginationMeta, User } from '@pardeh/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/messages.ts';
import type { PaymentGateways } from '../../src/premium/gateways/configured-gateways.ts';
import {
  GatewayUnavailable,
  type PaymentGateway,
  type VerificationResult,
} from '../../src/premium/gateways/payment-gateway.ts';
import { expireStaleOrders } from '../../src/premium/orders/expire-stale-orders.ts';
import type { PaymentDeps } from '../../src/premium/orders/payment-deps.ts';
import { reconcileOrders } from '../../src/premium/orders/reconcile-orders.ts';
import { settlePayment } from '../../src/premium/orders/settle-payment.ts';
import { startCheckout } from '../../src/premium/orders/start-checkout.ts';
import { fetchCurrentUser, registerAccount } from '../support/auth-client.ts';
import { premiumClient } from '../support/premium-client.ts';
import { readJson } from '../support/read-json.ts';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testDatabaseKind } from '../support/test-database.ts';
import { startZarinpalServer, type ZarinpalServer } from '../support/zarinpal-server.ts';

const PUBLIC_URL = 'https://pardeh.example';
const DAY_MS = 86_400_000;
// Demo plans (migrations/0012_premium.sql): 1 = 30 days, 2 = 90 days.
const MONTH = { id: 1, days: 30, priceRial: 1_190_000 };
const QUARTER = { id: 2, days: 90, priceRial: 3_290_000 };

let smtp: SmtpCapture;
let server: TestApp;
let client: ReturnType<typeof premiumClient>;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestApp({ PUBLIC_URL, SMTP_URL: smtp.url, CHECKOUT_RATE_LIMIT_PER_USER: '1000' });
  client = premiumClient(server);
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const query = <Row>(text: string, params?: unknown[]) => server.database.sql.query<Row>(text, params);
const deps = (gateways: PaymentGateways = server.app.paymentGateways): PaymentDeps => ({
  db: server.database.db,
  gateways,
  mailer: server.app.mailer,
  publicUrl: PUBLIC_URL,
  log: server.app.log,
});

async function premiumOf(token: string) {
  return (await readJson<{ data: User }>(await fetchCurrentUser(server.url, token))).data.premium;
}
async function eventsOf(orderId: number) {
  return query<{ from_status: string | null; to_status: string; reason: string; detail: unknown }>(
    'SELECT from_status, to_status, reason, detail FROM payment_order_events WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
}
const transitions = async (orderId: number) =>
  (await eventsOf(orderId)).map((event) => `${event.from_status ?? 'new'}>${event.to_status}`);
async function notificationsOf(token: string) {
  const response = await fetch(`${server.url}/api/user/notifications`, { headers: client.authorized(token) });
  return (await readJson<{ data: Notification[] }>(response)).data;
}
const startOrder = async (token: string, planId = MONTH.id) =>
  client.start(await client.join(token, { planId }));
const payOnSandbox = (pagePath: string) => client.choose(pagePath, 'pay');

describe(`join: a subscription paid through the sandbox (${testDatabaseKind()})`, () => {
  it('credits a paid order once: paid, referenced, premium from now, notified, receipt mailed', async () => {
    const account = await registerAccount(server.url);
    const startedAt = Date.now();
    const { orderId, result, order } = await client.buy(account.token, { planId: MONTH.id });

    expect(result).toEqual({ status: 303, location: `${PUBLIC_URL}/premium/result/${orderId}` });
    expect(order).toMatchObject({
      id: orderId,
      kind: 'subscription',
      status: 'paid',
      plan: { id: MONTH.id, name: 'اشتراک یک‌ماهه', durationDays: MONTH.days },
      amountRial: MONTH.priceRial,
      gateway: 'sandbox',
      failureReason: null,
      gift: null,
    });
    expect(Number.isInteger(order.amountRial)).toBe(true);
    expect(order.referenceId).toMatch(/^\d{10}$/);
    const expiresAt = Date.parse(order.premiumExpiresAt ?? '');
    expect(expiresAt).toBeGreaterThanOrEqual(startedAt + MONTH.days * DAY_MS - 5_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + MONTH.days * DAY_MS);

    expect(await premiumOf(account.token)).toEqual({
      active: true,
      planId: MONTH.id,
      expiresAt: order.premiumExpiresAt,
    });
    expect(await transitions(orderId)).toEqual(['new>pending', 'pending>paid']);
    const [notification] = await notificationsOf(account.token);
    expect(notification).toMatchObject({ type: 'premium-activated', link: '/user/dashboard' });
    expect(notification?.text).toContain('اشتراک یک‌ماهه');

    const receipt = await smtp.nextTo(account.email);
    expect(receipt.subject).toBe(messages.premium.email.receiptSubject);
    expect(receipt.text).toContain('۱۱۹٬۰۰۰ تومان');
    expect(receipt.text).toContain(order.referenceId);
    expect(receipt.text).toContain(messages.premium.jalaliDate(new Date(expiresAt)));
  });

  it('takes the plan and amount from the database, never from the client', async () => {
    const account = await registerAccount(server.url);
    const tampered = await client.join(account.token, { planId: MONTH.id, amountRial: 10_000 });
    expect(tampered.status).toBe(422);
    const { orderId } = await startOrder(account.token, QUARTER.id);
    const [row] = await query<{ amount_rial: string; duration_days: number; plan_name: string }>(
      'SELECT amount_rial::text AS amount_rial, duration_days, plan_name FROM payment_orders WHERE id = $1',
      [orderId],
    );
    expect(row).toEqual({
      amount_rial: String(QUARTER.priceRial),
      duration_days: QUARTER.days,
      plan_name: 'اشتراک سه‌ماهه',
    });
  });

  it('answers 404 for an unknown or inactive plan, 422 for a gateway not offered, 401 signed out', async () => {
    const account = await registerAccount(server.url);
    expect((await client.join(account.token, { planId: 999 })).status).toBe(404);
    const [{ id: inactive }] = (await query<{ id: number }>(
      `INSERT INTO plans (name, duration_days, price_rial, active) VALUES ('قدیمی', 30, 500000, false) RETURNING id`,
    )) as [{ id: number }];
    const gone = await client.join(account.token, { planId: inactive });
    expect(gone.status).toBe(404);
    expect((await readJson(gone)).message).toBe(messages.premium.planNotFound);
    const zarinpal = await client.join(account.token, { planId: MONTH.id, gateway: 'zarinpal' });
    expect(zarinpal.status).toBe(422);
    expect((await readJson(zarinpal)).message).toBe(messages.premium.gatewayNotOffered);
    expect((await client.join('', { planId: MONTH.id })).status).toBe(401);
    expect(await query('SELECT 1 FROM payment_orders WHERE plan_id IN ($1, 999)', [inactive])).toEqual([]);
  });

  it('answers 503 when no gateway is configured', async () => {
    const account = await registerAccount(server.url);
    const none: PaymentGateways = { default: null, get: () => undefined, list: () => [] };
    const buyer = { id: account.user.id, email: account.email };
    await expect(
      startCheckout(deps(none), buyer, { kind: 'subscription', planId: MONTH.id }),
    ).rejects.toMatchObject({
      statusCode: 503,
      message: messages.premium.noGateway,
    });
  });

  it('a second callback for a paid order changes nothing and credits nothing more', async () => {
    const account = await registerAccount(server.url);
    const { orderId, pagePath } = await startOrder(account.token);
    const back = await payOnSandbox(pagePath);
    expect((await client.callback(back)).status).toBe(303);
    const first = await premiumOf(account.token);
    const again = await client.callback(back);
    expect(again).toEqual({ status: 303, location: `${PUBLIC_URL}/premium/result/${orderId}` });
    expect(await premiumOf(account.token)).toEqual(first);
    expect(await transitions(orderId)).toEqual(['new>pending', 'pending>paid']);
    expect((await notificationsOf(account.token)).length).toBe(1);
  });

  it('of several callbacks at once exactly one credits', async () => {
    const account = await registerAccount(server.url);
    const { orderId, pagePath } = await startOrder(account.token);
    const back = await payOnSandbox(pagePath);
    const results = await Promise.all(Array.from({ length: 6 }, () => client.callback(back)));
    expect(results.every((result) => result.status === 303)).toBe(true);
    expect(await transitions(orderId)).toEqual(['new>pending', 'pending>paid']);
    const order = await client.order(account.token, orderId);
    const expiresAt = Date.parse(order.premiumExpiresAt ?? '');
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + MONTH.days * DAY_MS);
    expect((await premiumOf(account.token)).expiresAt).toBe(order.premiumExpiresAt);
    expect((await notificationsOf(account.token)).length).toBe(1);
  });

  it('a callback with another order’s authority changes neither order', async () => {
    const account = await registerAccount(server.url);
    const paid = await startOrder(account.token);
    const other = await startOrder(account.token);
    await payOnSandbox(paid.pagePath);
    const forged = await client.callback(
      client.callbackAddress(other.orderId, { Authority: paid.authority, Status: 'OK' }),
    );
    expect(forged).toEqual({ status: 303, location: `${PUBLIC_URL}/premium/result/${other.orderId}` });
    expect((await client.order(account.token, other.orderId)).status).toBe('pending');
    expect((await client.order(account.token, paid.orderId)).status).toBe('pending');
    expect(await transitions(other.orderId)).toEqual(['new>pending']);
    expect((await premiumOf(account.token)).active).toBe(false);
    // Without any authority, too.
    await client.callback(client.callbackAddress(other.orderId, { Status: 'OK' }));
    expect((await client.order(account.token, other.orderId)).status).toBe('pending');
  });

  it('a payment of another amount than the order’s does not verify: failed, nothing credited', async () => {
    const account = await registerAccount(server.url);
    const { orderId, authority, pagePath } = await startOrder(account.token);
    const back = await payOnSandbox(pagePath);
    await query('UPDATE sandbox_payments SET amount_rial = amount_rial - 10000 WHERE authority = $1', [
      authority,
    ]);
    await client.callback(back);
    const order = await client.order(account.token, orderId);
    expect(order).toMatchObject({
      status: 'failed',
      referenceId: null,
      failureReason: messages.paymentGateways.notPaidReason('-50'),
    });
    expect((await premiumOf(account.token)).active).toBe(false);
    const events = await eventsOf(orderId);
    expect(events.at(-1)).toMatchObject({
      from_status: 'pending',
      to_status: 'failed',
      detail: { code: '-50', status: 'OK' },
    });
  });

  it('Status=NOK from a cancelled payment cancels the order with a Persian reason', async () => {
    const account = await registerAccount(server.url);
    const { orderId, result, order } = await client.buy(account.token, { planId: MONTH.id }, 'cancel');
    expect(result.location).toBe(`${PUBLIC_URL}/premium/result/${orderId}`);
    expect(order).toMatchObject({
      status: 'cancelled',
      failureReason: messages.premium.cancelled,
      referenceId: null,
    });
    expect(await transitions(orderId)).toEqual(['new>pending', 'pending>cancelled']);
    expect((await premiumOf(account.token)).active).toBe(false);
  });

  it('Status is only a hint: OK without a payment fails, NOK with a verified payment credits', async () => {
    const account = await registerAccount(server.url);
    const unpaid = await startOrder(account.token);
    await client.callback(
      client.callbackAddress(unpaid.orderId, { Authority: unpaid.authority, Status: 'OK' }),
    );
    expect(await client.order(account.token, unpaid.orderId)).toMatchObject({
      status: 'failed',
      failureReason: messages.paymentGateways.notPaidReason('-51'),
    });

    const paid = await startOrder(account.token);
    await payOnSandbox(paid.pagePath);
    await client.callback(client.callbackAddress(paid.orderId, { Authority: paid.authority, Status: 'NOK' }));
    expect((await client.order(account.token, paid.orderId)).status).toBe('paid');
    expect((await premiumOf(account.token)).active).toBe(true);
  });

  it('a failed or cancelled order whose payment verifies after all is credited, once', async () => {
    const account = await registerAccount(server.url);
    const { orderId, authority, pagePath } = await startOrder(account.token);
    await client.callback(client.callbackAddress(orderId, { Authority: authority, Status: 'NOK' }));
    expect((await client.order(account.token, orderId)).status).toBe('cancelled');
    await payOnSandbox(pagePath);
    await client.callback(client.callbackAddress(orderId, { Authority: authority, Status: 'OK' }));
    expect(await transitions(orderId)).toEqual(['new>pending', 'pending>cancelled', 'cancelled>paid']);
    expect(await client.order(account.token, orderId)).toMatchObject({ status: 'paid', failureReason: null });
  });

  it('extends premium from the current expiry when it is later than now', async () => {
    const account = await registerAccount(server.url);
    const [{ premium_expires_at: before }] = (await query<{ premium_expires_at: Date }>(
      `UPDATE users SET premium_expires_at = now() + interval '10 days', premium_plan_id = 1 WHERE id = $1 RETURNING premium_expires_at`,
      [account.user.id],
    )) as [{ premium_expires_at: Date }];
    const { order } = await client.buy(account.token, { planId: QUARTER.id });
    expect(Date.parse(order.premiumExpiresAt ?? '')).toBe(new Date(before).getTime() + QUARTER.days * DAY_MS);
    expect(await premiumOf(account.token)).toEqual({
      active: true,
      planId: QUARTER.id,
      expiresAt: order.premiumExpiresAt,
    });

    // An expiry in the past counts from now instead.
    await query(`UPDATE users SET premium_expires_at = now() - interval '40 days' WHERE id = $1`, [
      account.user.id,
    ]);
    const startedAt = Date.now();
    const { order: renewed } = await client.buy(account.token, { planId: MONTH.id });
    expect(Date.parse(renewed.premiumExpiresAt ?? '')).toBeGreaterThanOrEqual(
      startedAt + MONTH.days * DAY_MS - 5_000,
    );
  });

  it('shows an order only to its buyer and lists the buyer’s orders newest first', async () => {
    const buyer = await registerAccount(server.url);
    const stranger = await registerAccount(server.url);
    const first = await startOrder(buyer.token);
    const second = await startOrder(buyer.token, QUARTER.id);
    const foreign = await fetch(`${server.url}/api/user/orders/${first.orderId}`, {
      headers: client.authorized(stranger.token),
    });
    expect(foreign.status).toBe(404);
    expect((await readJson(foreign)).message).toBe(messages.premium.orderNotFound);
    expect(
      (await fetch(`${server.url}/api/user/orders/99999999`, { headers: client.authorized(buyer.token) }))
        .status,
    ).toBe(404);
    expect((await fetch(`${server.url}/api/user/orders/${first.orderId}`)).status).toBe(401);

    const response = await fetch(`${server.url}/api/user/orders?kind=subscription&per_page=1`, {
      headers: client.authorized(buyer.token),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const page = await readJson<{ data: Order[]; meta: PaginationMeta }>(response);
    expect(page.data.map((order) => order.id)).toEqual([second.orderId]);
    expect(page.meta).toEqual({ page: 1, perPage: 1, total: 2, lastPage: 2 });
    const gifts = await fetch(`${server.url}/api/user/orders?kind=gift`, {
      headers: client.authorized(buyer.token),
    });
    expect((await readJson<{ data: Order[] }>(gifts)).data).toEqual([]);
  });

  it('a callback for an unknown order just redirects to the result page', async () => {
    expect(
      await client.callback(client.callbackAddress(987654, { Authority: 'S123', Status: 'OK' })),
    ).toEqual({
      status: 303,
      location: `${PUBLIC_URL}/premium/result/987654`,
    });
  });
});

describe(`order expiry and reconciliation (${testDatabaseKind()})`, () => {
  const overdue = (orderId: number) =>
    query(
      `UPDATE payment_orders SET expires_at = now() - interval '1 minute', created_at = now() - interval '31 minutes' WHERE id = $1`,
      [orderId],
    );

  it('expires unpaid orders past their 30 minutes, credits paid ones, leaves the rest', async () => {
    const account = await registerAccount(server.url);
    const unpaid = await startOrder(account.token);
    const paidLate = await startOrder(account.token);
    const fresh = await startOrder(account.token);
    await payOnSandbox(paidLate.pagePath);
    await overdue(unpaid.orderId);
    await overdue(paidLate.orderId);

    const outcomes = await expireStaleOrders(deps());
    expect(outcomes.get(unpaid.orderId)).toBe('expired');
    expect(outcomes.get(paidLate.orderId)).toBe('paid');
    expect(outcomes.has(fresh.orderId)).toBe(false);
    expect(await client.order(account.token, unpaid.orderId)).toMatchObject({
      status: 'expired',
      failureReason: messages.premium.expired,
    });
    expect(await transitions(unpaid.orderId)).toEqual(['new>pending', 'pending>expired']);
    expect((await client.order(account.token, paidLate.orderId)).status).toBe('paid');
    expect((await client.order(account.token, fresh.orderId)).status).toBe('pending');
    expect((await premiumOf(account.token)).active).toBe(true);
    // A second run finds nothing more to do.
    const again = await expireStaleOrders(deps());
    expect([...again.keys()].filter((id) => [unpaid.orderId, paidLate.orderId].includes(id))).toEqual([]);
  });

  it('a late successful callback for an expired order is verified and credited', async () => {
    const account = await registerAccount(server.url);
    const { orderId, pagePath } = await startOrder(account.token);
    await overdue(orderId);
    await expireStaleOrders(deps());
    expect((await client.order(account.token, orderId)).status).toBe('expired');
    const back = await payOnSandbox(pagePath);
    await client.callback(back);
    expect(await transitions(orderId)).toEqual(['new>pending', 'pending>expired', 'expired>paid']);
    expect((await premiumOf(account.token)).active).toBe(true);
    // A NOK callback for an expired, unpaid order leaves it expired.
    const other = await startOrder(account.token);
    await overdue(other.orderId);
    await expireStaleOrders(deps());
    await client.callback(
      client.callbackAddress(other.orderId, { Authority: other.authority, Status: 'NOK' }),
    );
    expect(await transitions(other.orderId)).toEqual(['new>pending', 'pending>expired']);
  });

  it('reconcile credits pending orders paid before the tab closed and expired ones paid late', async () => {
    const account = await registerAccount(server.url);
    const closedTab = await startOrder(account.token);
    const expiredPaid = await startOrder(account.token);
    const recent = await startOrder(account.token);
    await payOnSandbox(closedTab.pagePath);
    await payOnSandbox(recent.pagePath);
    await query(`UPDATE payment_orders SET created_at = now() - interval '15 minutes' WHERE id = $1`, [
      closedTab.orderId,
    ]);
    await overdue(expiredPaid.orderId);
    await expireStaleOrders(deps());
    await payOnSandbox(expiredPaid.pagePath);

    const results = await reconcileOrders(deps(), { olderThanMinutes: 10 });
    const outcome = (orderId: number) => results.find((result) => result.orderId === orderId)?.outcome;
    expect(outcome(closedTab.orderId)).toBe('paid');
    expect(outcome(expiredPaid.orderId)).toBe('paid');
    expect(outcome(recent.orderId)).toBeUndefined();
    expect((await client.order(account.token, recent.orderId)).status).toBe('pending');
    const [reason] = (await eventsOf(closedTab.orderId)).slice(-1);
    expect(reason?.reason).toContain('reconcile');
  });
});

/** A gateway the test steers: what verification answers, or that the gateway is down. */
function steeredGateway() {
  const state: { verify: () => VerificationResult } = {
    verify: () => ({ outcome: 'not-paid', code: '-51', reason: 'x' }),
  };
  const gateway: PaymentGateway = {
    id: 'zarinpal',
    name: 'steered',
    test: true,
    requestPayment: async ({ orderId }) => ({
      authority: `T${orderId}`,
      redirectUrl: `https://gateway.example/${orderId}`,
    }),
    verifyPayment: async () => state.verify(),
  };
  const gateways: PaymentGateways = {
    default: gateway,
    get: (id) => (id === 'zarinpal' ? gateway : undefined),
    list: () => [gateway],
  };
  return { state, gateways };
}

describe(`gateway failures (${testDatabaseKind()})`, () => {
  async function buyer() {
    const account = await registerAccount(server.url);
    return { account, user: { id: account.user.id, email: account.email } };
  }

  it('leaves the order as it is while the gateway cannot verify, and settles it later', async () => {
    const { state, gateways } = steeredGateway();
    const { account, user } = await buyer();
    const { orderId } = await startCheckout(deps(gateways), user, { kind: 'subscription', planId: MONTH.id });
    state.verify = () => {
      throw new GatewayUnavailable('zarinpal', 'down');
    };
    const callback = { source: 'callback', authority: `T${orderId}`, status: 'OK' } as const;
    expect(await settlePayment(deps(gateways), orderId, callback)).toBe('gateway-unavailable');
    await query(`UPDATE payment_orders SET expires_at = now() - interval '1 minute' WHERE id = $1`, [
      orderId,
    ]);
    expect((await expireStaleOrders(deps(gateways))).get(orderId)).toBe('gateway-unavailable');
    expect(await transitions(orderId)).toEqual(['new>pending']);

    state.verify = () => ({
      outcome: 'paid',
      referenceId: `R${orderId}`,
      cardPan: null,
      alreadyVerified: false,
    });
    expect(await settlePayment(deps(gateways), orderId, callback)).toBe('paid');
    expect((await premiumOf(account.token)).active).toBe(true);
  });

  it('never lets two orders take one gateway reference', async () => {
    const { state, gateways } = steeredGateway();
    const { account, user } = await buyer();
    const first = await startCheckout(deps(gateways), user, { kind: 'subscription', planId: MONTH.id });
    const second = await startCheckout(deps(gateways), user, { kind: 'subscription', planId: MONTH.id });
    state.verify = () => ({
      outcome: 'paid',
      referenceId: 'SAME-REF',
      cardPan: null,
      alreadyVerified: false,
    });
    const callback = (orderId: number) =>
      ({ source: 'callback', authority: `T${orderId}`, status: 'OK' }) as const;
    expect(await settlePayment(deps(gateways), first.orderId, callback(first.orderId))).toBe('paid');
    const premium = await premiumOf(account.token);
    expect(await settlePayment(deps(gateways), second.orderId, callback(second.orderId))).toBe(
      'reference-taken',
    );
    expect(await transitions(second.orderId)).toEqual(['new>pending']);
    expect(await premiumOf(account.token)).toEqual(premium);
  });

  it('fails the order and answers 503 when the gateway cannot be asked for a payment', async () => {
    const { gateways } = steeredGateway();
    const { user } = await buyer();
    const [gateway] = gateways.list();
    if (!gateway) throw new Error('no gateway');
    gateway.requestPayment = async () => {
      throw new GatewayUnavailable('zarinpal', 'timeout');
    };
    await expect(
      startCheckout(deps(gateways), user, { kind: 'subscription', planId: MONTH.id }),
    ).rejects.toMatchObject({
      statusCode: 503,
      message: messages.premium.gatewayUnavailable,
    });
    const [order] = await query<{ id: number; status: string; failure_reason: string }>(
      `SELECT id, status, failure_reason FROM payment_orders WHERE user_id = $1`,
      [user.id],
    );
    expect(order).toMatchObject({ status: 'failed', failure_reason: messages.premium.gatewayUnavailable });
    expect(await transitions(Number(order?.id))).toEqual(['new>pending', 'pending>failed']);
  });
});

describe(`join through Zarinpal's protocol (${testDatabaseKind()})`, () => {
  let zarinpal: ZarinpalServer;
  let app: TestApp;
  let zp: ReturnType<typeof premiumClient>;
  beforeAll(async () => {
    zarinpal = await startZarinpalServer();
    app = await startTestApp({
      PUBLIC_URL,
      ZARINPAL_MERCHANT_ID: zarinpal.merchantId,
      ZARINPAL_BASE_URL: zarinpal.url,
      ZARINPAL_TIMEOUT_SECONDS: '2',
    });
    zp = premiumClient(app);
  });
  afterAll(async () => {
    await app?.close();
    await zarinpal?.close();
  });

  it('offers Zarinpal alone, pays through it in Rial, and survives its outage, a tampered amount and a cancel', async () => {
    const gateways = await readJson<{ data: unknown[] }>(await fetch(`${app.url}/api/premium/gateways`));
    expect(gateways.data).toEqual([
      { id: 'zarinpal', name: messages.paymentGateways.zarinpalName, test: false },
    ]);
    const account = await registerAccount(app.url);

    const paid = await zp.start(await zp.join(account.token, { planId: MONTH.id }));
    expect(zarinpal.payments.get(paid.authority)).toMatchObject({ amount: MONTH.priceRial, currency: 'IRR' });
    const back = zarinpal.pay(paid.authority);
    zarinpal.fail('verify.json', 'http-500');
    await zp.callback(back);
    expect((await zp.order(account.token, paid.orderId)).status).toBe('pending');
    await zp.callback(back);
    const order = await zp.order(account.token, paid.orderId);
    expect(order).toMatchObject({ status: 'paid', gateway: 'zarinpal' });
    expect(order.referenceId).toBe(String(zarinpal.payments.get(paid.authority)?.refId));

    const tampered = await zp.start(await zp.join(account.token, { planId: MONTH.id }));
    await zp.callback(zarinpal.pay(tampered.authority, { amount: 10_000 }));
    expect(await zp.order(account.token, tampered.orderId)).toMatchObject({
      status: 'failed',
      failureReason: messages.paymentGateways.notPaidReason('-50'),
    });

    const cancelled = await zp.start(await zp.join(account.token, { planId: MONTH.id }));
    await zp.callback(zarinpal.cancel(cancelled.authority));
    expect((await zp.order(account.token, cancelled.orderId)).status).toBe('cancelled');
    expect(
      (await readJson<{ data: User }>(await fetchCurrentUser(app.url, account.token))).data.premium.expiresAt,
    ).toBe(order.premiumExpiresAt);
  });

  it('answers 503 and fails the order when Zarinpal cannot be reached', async () => {
    const account = await registerAccount(app.url);
    zarinpal.fail('request.json', 'http-500');
    const response = await zp.join(account.token, { planId: MONTH.id });
    expect(response.status).toBe(503);
    expect((await readJson(response)).message).toBe(messages.premium.gatewayUnavailable);
    const orders = await fetch(`${app.url}/api/user/orders`, { headers: zp.authorized(account.token) });
    expect((await readJson<{ data: Order[] }>(orders)).data.map((order) => order.status)).toEqual(['failed']);
  });
});
