import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks Zarinpal's v4 REST protocol, in place of the real gateway:
 * `POST /pg/v4/payment/request.json`, the payer's `GET /pg/StartPay/{authority}` (the test decides
 * for the payer with `pay` or `cancel`), and `POST /pg/v4/payment/verify.json` with Zarinpal's
 * codes: 100 verified, 101 verified before, -9 validation, -50 amount mismatch, -51 not paid,
 * -53 another merchant's payment, -54 unknown authority.
 */

export interface ZarinpalPayment {
  authority: string;
  merchantId: string;
  /** Rial, as the shop asked. */
  amount: number;
  currency: unknown;
  description: unknown;
  callbackUrl: string;
  metadata: unknown;
  status: 'created' | 'paid' | 'cancelled';
  /** What the payer actually paid: the asked amount unless a test tampers with it. */
  paidAmount: number | null;
  refId: number | null;
  verifications: number;
}

export type ZarinpalFault = 'http-500' | 'not-json' | 'hang';

export interface ZarinpalServer {
  /** Use as ZARINPAL_BASE_URL. */
  url: string;
  merchantId: string;
  payments: Map<string, ZarinpalPayment>;
  /** Every request body that reached each endpoint, in order. */
  requests: { path: string; body: Record<string, unknown> }[];
  /** The payer pays (optionally another amount than asked); returns the shop's callback with OK. */
  pay(authority: string, options?: { amount?: number }): string;
  /** The payer cancels; returns the shop's callback with NOK. */
  cancel(authority: string): string;
  /** The next `count` calls to `path` ('request.json' or 'verify.json') fail this way. */
  fail(path: 'request.json' | 'verify.json', fault: ZarinpalFault, count?: number): void;
  close(): Promise<void>;
}

const MERCHANT_ID = '1344b5d4-0048-11e8-94db-005056a205be';

type Json = Record<string, unknown>;
const success = (data: Json) => ({ status: 200, body: { data, errors: [] } });
const failure = (code: number, message: string, validations: Json[] = []) => ({
  status: code === -9 ? 422 : 400,
  body: { data: [], errors: { code, message, validations } },
});

export async function startZarinpalServer(): Promise<ZarinpalServer> {
  const payments = new Map<string, ZarinpalPayment>();
  const requests: ZarinpalServer['requests'] = [];
  const faults = new Map<string, ZarinpalFault[]>();
  const hanging = new Set<http.ServerResponse>();

  const handleRequest = (body: Json) => {
    if (body.merchant_id !== MERCHANT_ID) return failure(-10, 'Terminal is not valid.');
    const amount = body.amount;
    const validations: Json[] = [];
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 10_000) {
      validations.push({ amount: 'The amount must be at least 10000.' });
    }
    if (body.currency !== undefined && body.currency !== 'IRR' && body.currency !== 'IRT') {
      validations.push({ currency: 'The selected currency is invalid.' });
    }
    if (typeof body.callback_url !== 'string' || !/^https?:\/\//.test(body.callback_url)) {
      validations.push({ callback_url: 'The callback url field is required.' });
    }
    if (typeof body.description !== 'string' || body.description === '') {
      validations.push({ description: 'The description field is required.' });
    }
    if (validations.length > 0)
      return failure(-9, 'The input params invalid, validation error.', validations);
    const authority = `A${String(randomInt(10 ** 9)).padStart(35, '0')}`;
    payments.set(authority, {
      authority,
      merchantId: MERCHANT_ID,
      amount: amount as number,
      currency: body.currency,
      description: body.description,
      callbackUrl: body.callback_url as string,
      metadata: body.metadata,
      status: 'created',
      paidAmount: null,
      refId: null,
      verifications: 0,
    });
    return success({ code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 });
  };

  const handleVerify = (body: Json) => {
    if (body.merchant_id !== MERCHANT_ID) return failure(-10, 'Terminal is not valid.');
    const payment = typeof body.authority === 'string' ? payments.get(body.authority) : undefined;
    if (!payment) return failure(-54, 'Invalid authority.');
    if (payment.merchantId !== body.merchant_id)
      return failure(-53, 'Session is not this merchant_id session.');
    if (payment.status !== 'paid')
      return failure(-51, 'Session is not valid, session is not active paid try.');
    if (body.amount !== payment.amount || payment.paidAmount !== payment.amount) {
      return failure(-50, 'Session is not valid, amounts values is not the same.');
    }
    payment.verifications += 1;
    return success({
      code: payment.verifications === 1 ? 100 : 101,
      message: payment.verifications === 1 ? 'Paid' : 'Verified',
      card_hash: '1EBE3EBEBE35C7EC0F8D6EE4F2F859107A87822CA179BC9528767EA7B5489B69',
      card_pan: '502229******5995',
      ref_id: payment.refId,
      fee_type: 'Merchant',
      fee: 0,
    });
  };

  const callbackWith = (payment: ZarinpalPayment, status: 'OK' | 'NOK') => {
    const url = new URL(payment.callbackUrl);
    url.searchParams.set('Authority', payment.authority);
    url.searchParams.set('Status', status);
    return url.toString();
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (request.method === 'GET' && path.startsWith('/pg/StartPay/')) {
        const known = payments.has(decodeURIComponent(path.slice('/pg/StartPay/'.length)));
        response.writeHead(known ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>ZarinPal</title>');
        return;
      }
      const endpoint = path.replace('/pg/v4/payment/', '');
      if (request.method !== 'POST' || (endpoint !== 'request.json' && endpoint !== 'verify.json')) {
        response.writeHead(404).end();
        return;
      }
      let body: Json;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
      } catch {
        body = {};
      }
      requests.push({ path: endpoint, body });
      const fault = faults.get(endpoint)?.shift();
      if (fault === 'hang') {
        hanging.add(response);
        return;
      }
      if (fault === 'http-500') {
        response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>502 Bad Gateway</h1>');
        return;
      }
      if (fault === 'not-json') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
        return;
      }
      const answer = endpoint === 'request.json' ? handleRequest(body) : handleVerify(body);
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const find = (authority: string) => {
    const payment = payments.get(authority);
    if (!payment) throw new Error(`No Zarinpal payment ${authority}`);
    return payment;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    merchantId: MERCHANT_ID,
    payments,
    requests,
    pay(authority, options = {}) {
      const payment = find(authority);
      payment.status = 'paid';
      payment.paidAmount = options.amount ?? payment.amount;
      payment.refId = randomInt(10 ** 9, 10 ** 10);
      return callbackWith(payment, 'OK');
    },
    cancel(authority) {
      const payment = find(authority);
      payment.status = 'cancelled';
      return callbackWith(payment, 'NOK');
    },
    fail(path, fault, count = 1) {
      faults.set(path, [...(faults.get(path) ?? []), ...Array<ZarinpalFault>(count).fill(fault)]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
