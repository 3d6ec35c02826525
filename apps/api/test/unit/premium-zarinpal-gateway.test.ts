import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayUnavailable, type PaymentGateway } from '../../src/premium/gateways/payment-gateway.ts';
import { createZarinpalGateway } from '../../src/premium/gateways/zarinpal-gateway.ts';
import { startZarinpalServer, type ZarinpalServer } from '../support/zarinpal-server.ts';

/** The Zarinpal adapter against a local server that speaks the v4 protocol, error codes included. */
let server: ZarinpalServer;
let gateway: PaymentGateway;

beforeAll(async () => {
  server = await startZarinpalServer();
  gateway = createZarinpalGateway({ merchantId: server.merchantId, baseUrl: server.url, timeoutMs: 1000 });
});
afterAll(() => server.close());

const callbackUrl = 'https://pardeh.example/api/payments/callback/7';
const request = (amountRial = 3_290_000) =>
  gateway.requestPayment({
    orderId: 7,
    amountRial,
    description: 'اشتراک سه‌ماهه پرده',
    callbackUrl,
    email: 'buyer@example.com',
  });

describe('Zarinpal v4 adapter', () => {
  it('asks for a payment in Rial, saying so, and sends the payer to StartPay', async () => {
    const start = await request();
    expect(start.redirectUrl).toBe(`${server.url}/pg/StartPay/${start.authority}`);
    const sent = server.requests.at(-1);
    expect(sent).toEqual({
      path: 'request.json',
      body: {
        merchant_id: server.merchantId,
        amount: 3_290_000,
        currency: 'IRR',
        description: 'اشتراک سه‌ماهه پرده',
        callback_url: callbackUrl,
        metadata: { order_id: '7', email: 'buyer@example.com' },
      },
    });
    expect((await fetch(start.redirectUrl)).status).toBe(200);
  });

  it('verifies a paid payment (100), then says it was verified before (101)', async () => {
    const { authority } = await request();
    const callback = new URL(server.pay(authority));
    expect(callback.searchParams.get('Authority')).toBe(authority);
    expect(callback.searchParams.get('Status')).toBe('OK');
    const refId = String(server.payments.get(authority)?.refId);

    const first = await gateway.verifyPayment({ authority, amountRial: 3_290_000 });
    expect(first).toEqual({
      outcome: 'paid',
      referenceId: refId,
      cardPan: '502229******5995',
      alreadyVerified: false,
    });
    const second = await gateway.verifyPayment({ authority, amountRial: 3_290_000 });
    expect(second).toEqual({ ...first, alreadyVerified: true });
  });

  it('does not verify another amount than the order’s (-50)', async () => {
    const { authority } = await request();
    server.pay(authority);
    const result = await gateway.verifyPayment({ authority, amountRial: 10_000 });
    expect(result).toEqual({
      outcome: 'not-paid',
      code: '-50',
      reason: 'مبلغ پرداخت‌شده با مبلغ سفارش برابر نیست.',
    });
  });

  it('does not verify a payment the payer tampered with or cancelled (-50, -51)', async () => {
    const tampered = await request();
    server.pay(tampered.authority, { amount: 10_000 });
    expect(
      await gateway.verifyPayment({ authority: tampered.authority, amountRial: 3_290_000 }),
    ).toMatchObject({
      outcome: 'not-paid',
      code: '-50',
    });

    const cancelled = await request();
    expect(new URL(server.cancel(cancelled.authority)).searchParams.get('Status')).toBe('NOK');
    expect(await gateway.verifyPayment({ authority: cancelled.authority, amountRial: 3_290_000 })).toEqual({
      outcome: 'not-paid',
      code: '-51',
      reason: 'پرداخت انجام نشد.',
    });
  });

  it('does not verify an unknown authority (-54)', async () => {
    expect(
      await gateway.verifyPayment({ authority: 'A000000000000000000000000000000000000', amountRial: 10_000 }),
    ).toMatchObject({
      outcome: 'not-paid',
      code: '-54',
      reason: 'شناسه‌ی پرداخت نامعتبر است.',
    });
  });

  it('treats a refused payment request (-9, -10) as the gateway being unavailable', async () => {
    await expect(request(5_000)).rejects.toBeInstanceOf(GatewayUnavailable);
    const wrongMerchant = createZarinpalGateway({
      merchantId: 'nobody',
      baseUrl: server.url,
      timeoutMs: 1000,
    });
    await expect(
      wrongMerchant.requestPayment({ orderId: 1, amountRial: 10_000, description: 'x', callbackUrl }),
    ).rejects.toThrow(/code -10/);
  });

  it.each(['http-500', 'not-json', 'hang'] as const)(
    'turns %s into GatewayUnavailable, on request and on verify',
    async (fault) => {
      server.fail('request.json', fault);
      await expect(request()).rejects.toBeInstanceOf(GatewayUnavailable);

      const { authority } = await request();
      server.pay(authority);
      server.fail('verify.json', fault);
      await expect(gateway.verifyPayment({ authority, amountRial: 3_290_000 })).rejects.toBeInstanceOf(
        GatewayUnavailable,
      );
      // The payment is still there to verify once the gateway answers again.
      expect(await gateway.verifyPayment({ authority, amountRial: 3_290_000 })).toMatchObject({
        outcome: 'paid',
      });
    },
  );
});
