import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inBeforeAll } from './before-all.ts';

/**
 * A local HTTP server that speaks Kavenegar's `verify/lookup` protocol in place of the real
 * service: `POST /v1/{API-KEY}/verify/lookup.json` with a form body (receptor, token, template),
 * answering `{ return: { status, message }, entries }` with the HTTP status equal to `status`:
 * 200 sent, 403 unknown API key, 411 bad receptor, 418 no credit, 424 unknown template. A test
 * makes the next calls fail another way with `fail`: a 502 with an HTML page, or no answer at all.
 */
export interface KavenegarServer {
  /** Use as KAVENEGAR_BASE_URL. */
  url: string;
  apiKey: string;
  template: string;
  /** Every accepted message, in order. */
  sent: { receptor: string; token: string; template: string }[];
  fail(fault: 'http-502' | 'hang'): void;
  close(): Promise<void>;
}

const API_KEY = '6A4D2B7C5E3F4150-TEST';
const TEMPLATE = 'pardeh-verify';

const answer = (response: http.ServerResponse, status: number, message: string, entries: unknown = null) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ return: { status, message }, entries }));
};

export async function startKavenegarServer(): Promise<KavenegarServer> {
  const sent: KavenegarServer['sent'] = [];
  const faults: ('http-502' | 'hang')[] = [];
  const hanging = new Set<http.ServerResponse>();
  let messageId = 8_792_343;

  const server = http.createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const fault = faults.shift();
    if (fault === 'hang') {
      hanging.add(response);
      return;
    }
    if (fault === 'http-502') {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<html><body>Bad Gateway</body></html>');
      return;
    }
    const match = /^\/v1\/([^/]+)\/verify\/lookup\.json$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) return answer(response, 404, 'مسیر نامعتبر است');
    if (decodeURIComponent(match[1] ?? '') !== API_KEY)
      return answer(response, 403, 'کد شناسائی API-Key معتبر نمی‌باشد');
    const form = new URLSearchParams(raw);
    const receptor = form.get('receptor') ?? '';
    const token = form.get('token') ?? '';
    const template = form.get('template') ?? '';
    if (!/^09\d{9}$/.test(receptor) || receptor.endsWith('0411'))
      return answer(response, 411, 'گیرنده نامعتبر است');
    if (receptor.endsWith('0418')) return answer(response, 418, 'اعتبار حساب شما کافی نیست');
    if (template !== TEMPLATE) return answer(response, 424, 'الگوی مورد نظر پیدا نشد');
    sent.push({ receptor, token, template });
    messageId += 1;
    answer(response, 200, 'تایید شد', [
      {
        messageid: messageId,
        message: `کد تأیید پرده: ${token}`,
        status: 5,
        statustext: 'ارسال به مخابرات',
        sender: '10004346',
        receptor,
        date: Math.floor(Date.now() / 1000),
        cost: 120,
      },
    ]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey: API_KEY,
    template: TEMPLATE,
    sent,
    fail: (fault) => faults.push(fault),
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A Kavenegar stand-in for the file, started in `beforeAll` and closed in `afterAll`. */
export function useKavenegarServer(): KavenegarServer {
  const started = inBeforeAll(startKavenegarServer, (kavenegar) => kavenegar.close());
  return {
    get url() {
      return started().url;
    },
    apiKey: API_KEY,
    template: TEMPLATE,
    get sent() {
      return started().sent;
    },
    fail: (fault) => started().fail(fault),
    close: () => started().close(),
  };
}
