import type { Checkout, Order } from '@pardeh/contract';
import { postJson } from './auth-client.ts';
import { readJson } from './read-json.ts';
import type { TestApp } from './test-app.ts';

/**
 * A payer's steps through the sandbox gateway against a test server: start an order, choose on
 * the sandbox page, and come back through the callback. Addresses the server builds from
 * PUBLIC_URL are followed on the test server's own origin.
 */
export function premiumClient(server: TestApp) {
  const local = (address: string) => {
    const url = new URL(address);
    return `${server.url}${url.pathname}${url.search}`;
  };
  const authorized = (token: string) => ({ authorization: `Bearer ${token}` });

  const join = (token: string, body: unknown) =>
    postJson(server.url, '/api/user/join2', body, { bearer: token, csrf: false });
  const gift = (token: string, body: unknown) =>
    postJson(server.url, '/api/user/reserve2', body, { bearer: token, csrf: false });
  const redeem = (token: string, code: string) =>
    postJson(server.url, '/api/user/redeem', { code }, { bearer: token, csrf: false });

  /** Starts an order and returns its id, authority and the sandbox page's path. */
  async function start(response: Response) {
    if (response.status !== 201)
      throw new Error(`checkout answered ${response.status}: ${await response.text()}`);
    const { data } = await readJson<{ data: Checkout }>(response);
    const page = new URL(data.redirectUrl);
    const authority = decodeURIComponent(page.pathname.split('/').pop() ?? '');
    return { orderId: data.orderId, authority, pagePath: page.pathname };
  }

  /** Pays or cancels on the sandbox page; returns the callback address it sends the payer to. */
  async function choose(pagePath: string, action: 'pay' | 'cancel'): Promise<string> {
    const response = await fetch(`${server.url}${pagePath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action }).toString(),
      redirect: 'manual',
    });
    if (response.status !== 303) throw new Error(`the sandbox answered ${response.status}`);
    return response.headers.get('location') ?? '';
  }

  /** Calls the callback as the browser would; returns the status and where it redirects. */
  async function callback(address: string) {
    const response = await fetch(local(address), { redirect: 'manual' });
    await response.arrayBuffer();
    return { status: response.status, location: response.headers.get('location') };
  }

  const callbackAddress = (orderId: number, query: Record<string, string>) =>
    `${server.url}/api/payments/callback/${orderId}?${new URLSearchParams(query)}`;

  async function order(token: string, orderId: number): Promise<Order> {
    const response = await fetch(`${server.url}/api/user/orders/${orderId}`, { headers: authorized(token) });
    if (response.status !== 200) throw new Error(`order ${orderId} answered ${response.status}`);
    return (await readJson<{ data: Order }>(response)).data;
  }

  /** Buys a plan through the sandbox, paying or cancelling, and returns the order as it ends. */
  async function buy(token: string, body: object, action: 'pay' | 'cancel' = 'pay') {
    const started = await start(await join(token, body));
    const result = await callback(await choose(started.pagePath, action));
    return { ...started, result, order: await order(token, started.orderId) };
  }

  /** Buys a gift through the sandbox and returns the paid order (with its code). */
  async function buyGift(token: string, body: object) {
    const started = await start(await gift(token, body));
    const result = await callback(await choose(started.pagePath, 'pay'));
    return { ...started, result, order: await order(token, started.orderId) };
  }

  return {
    join,
    gift,
    redeem,
    start,
    choose,
    callback,
    callbackAddress,
    order,
    buy,
    buyGift,
    authorized,
    local,
  };
}
