import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../src/premium/gateways/payment-gateway.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** The sandbox gateway: its payment page, the payer's one choice, and Zarinpal-like verification. */
let testApp: TestApp;
let sandbox: PaymentGateway;

beforeAll(async () => {
  testApp = await startTestApp();
  const gateway = testApp.app.paymentGateways.get('sandbox');
  if (!gateway) throw new Error('the sandbox is on without a real gateway');
  sandbox = gateway;
});
afterAll(() => testApp.close());

const amountRial = 1_190_000;
const callbackUrl = 'http://shop.example/api/payments/callback/12';

async function startPayment() {
  const start = await sandbox.requestPayment({
    orderId: 12,
    amountRial,
    description: 'اشتراک یک‌ماهه',
    callbackUrl,
  });
  return { ...start, path: new URL(start.redirectUrl).pathname };
}

const choose = (path: string, action: string) =>
  fetch(`${testApp.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
    redirect: 'manual',
  });

describe('sandbox gateway', () => {
  it('is the only gateway, a test one, when no real gateway is configured', () => {
    expect(testApp.app.paymentGateways.list().map(({ id, test }) => ({ id, test }))).toEqual([
      { id: 'sandbox', test: true },
    ]);
    expect(testApp.app.paymentGateways.default?.id).toBe('sandbox');
  });

  it('shows a Persian page that says it is a test, with the amount in Toman', async () => {
    const { redirectUrl, path } = await startPayment();
    expect(redirectUrl.startsWith(testApp.app.config.publicUrl)).toBe(true);
    const response = await fetch(`${testApp.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('lang="fa" dir="rtl"');
    expect(html).toContain('درگاه آزمایشی است');
    expect(html).toContain('۱۱۹٬۰۰۰ تومان');
    expect(html).toContain('value="pay"');
    expect(html).toContain('value="cancel"');
  });

  it('takes the payment once and sends the payer back with OK; verification answers 100 then 101', async () => {
    const { authority, path } = await startPayment();
    expect(await sandbox.verifyPayment({ authority, amountRial })).toMatchObject({
      outcome: 'not-paid',
      code: '-51',
    });

    const paid = await choose(path, 'pay');
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(callbackUrl);
    expect(back.searchParams.get('Authority')).toBe(authority);
    expect(back.searchParams.get('Status')).toBe('OK');

    // A second choice changes nothing: the payment stays paid.
    const again = await choose(path, 'cancel');
    expect(new URL(again.headers.get('location') ?? '').searchParams.get('Status')).toBe('OK');

    const first = await sandbox.verifyPayment({ authority, amountRial });
    expect(first).toMatchObject({ outcome: 'paid', alreadyVerified: false });
    expect(first.outcome === 'paid' && /^\d{10}$/.test(first.referenceId)).toBe(true);
    expect(await sandbox.verifyPayment({ authority, amountRial })).toEqual({
      ...first,
      alreadyVerified: true,
    });
  });

  it('sends a cancelled payer back with NOK, and never verifies the payment', async () => {
    const { authority, path } = await startPayment();
    const cancelled = await choose(path, 'cancel');
    expect(new URL(cancelled.headers.get('location') ?? '').searchParams.get('Status')).toBe('NOK');
    expect(await sandbox.verifyPayment({ authority, amountRial })).toMatchObject({
      outcome: 'not-paid',
      code: '-51',
    });
    expect(await (await fetch(`${testApp.url}${path}`)).text()).toContain('لغو شده');
  });

  it('does not verify another amount (-50) or an unknown authority (-54)', async () => {
    const { authority, path } = await startPayment();
    await choose(path, 'pay');
    expect(await sandbox.verifyPayment({ authority, amountRial: amountRial + 10 })).toEqual({
      outcome: 'not-paid',
      code: '-50',
      reason: 'مبلغ پرداخت‌شده با مبلغ سفارش برابر نیست.',
    });
    expect(await sandbox.verifyPayment({ authority: 'S-unknown', amountRial })).toMatchObject({
      code: '-54',
    });
  });

  it('answers an unknown authority with 404 and a bad choice with 400', async () => {
    expect((await fetch(`${testApp.url}/payments/sandbox/S-unknown`)).status).toBe(404);
    expect((await choose('/payments/sandbox/S-unknown', 'pay')).status).toBe(404);
    const { path } = await startPayment();
    expect((await choose(path, 'steal')).status).toBe(400);
  });

  it('two choices at once: one wins, and both send the payer back with its outcome', async () => {
    const { path } = await startPayment();
    const [pay, cancel] = await Promise.all([choose(path, 'pay'), choose(path, 'cancel')]);
    const statuses = [pay, cancel].map((response) =>
      new URL(response.headers.get('location') ?? '').searchParams.get('Status'),
    );
    expect(statuses[0]).toBe(statuses[1]);
  });
});

describe('sandbox gateway with a real gateway configured', () => {
  let withZarinpal: TestApp;
  beforeAll(async () => {
    withZarinpal = await startTestApp({ ZARINPAL_MERCHANT_ID: '1344b5d4-0048-11e8-94db-005056a205be' });
  });
  afterAll(() => withZarinpal.close());

  it('is off, so nobody gets premium for free, and its page does not exist', async () => {
    expect(withZarinpal.app.paymentGateways.list().map((gateway) => gateway.id)).toEqual(['zarinpal']);
    const response = await fetch(`${withZarinpal.url}/payments/sandbox/S123`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    expect(response.status).toBe(404);
  });
});
