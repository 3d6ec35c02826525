import type { Order } from '@pardeh/contract';
import type { Page } from 'playwright-core';
import { postJson } from '../../apps/api/test/support/auth-client.ts';
import { appUrl } from './browser.ts';

/** The session token the page's context signs in with (signInAs put it in the `token` cookie). */
export async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'token');
  if (!cookie) throw new Error('the page is not signed in');
  return cookie.value;
}

/** `GET /api/user/orders/{id}` as the signed-in user: what the server says the order is. */
export async function fetchOrder(token: string, id: number): Promise<Order> {
  const response = await fetch(appUrl(`/api/user/orders/${id}`), {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`order ${id} answered ${response.status}`);
  return ((await response.json()) as { data: Order }).data;
}

/**
 * On the sandbox gateway's page (the app's own test gateway), pays or cancels, then follows the
 * callback back to the result page; returns the order's id from its address.
 */
export async function finishOnSandbox(page: Page, action: 'pay' | 'cancel'): Promise<number> {
  await page.waitForURL(/\/payments\/sandbox\//);
  await page.click(`button[name="action"][value="${action}"]`);
  await page.waitForURL(/\/premium\/result\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/**
 * A moment as the pages write it in the Jalali calendar («۱۲ مهر ۱۴۰۴»), by ICU: the app computes
 * it by hand (lib/jalali.ts), so the browser tests check it against an independent source.
 */
export const jalaliDate = (instant: string): string =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian', { day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(instant),
  );

/** The Jalali date the pages write for the premium expiry a paid subscription brought. */
export function expiryOf(order: Order): string {
  if (!order.premiumExpiresAt) throw new Error(`order ${order.id} brought no expiry`);
  return jalaliDate(order.premiumExpiresAt);
}

/**
 * Buys a plan without a browser, the way the browser would: the order (join2), the sandbox's pay
 * button (its form post) and the gateway's redirect to the callback. For tests whose subject is
 * what premium opens, not buying it.
 */
export async function buyPremiumThroughApi(token: string, planId: number): Promise<void> {
  const join = await postJson(appUrl(''), '/api/user/join2', { planId }, { bearer: token, csrf: false });
  if (join.status !== 201) throw new Error(`join2 answered ${join.status}: ${await join.text()}`);
  const { redirectUrl } = ((await join.json()) as { data: { redirectUrl: string } }).data;
  const paid = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
    redirect: 'manual',
  });
  const callback = paid.headers.get('location');
  if (paid.status !== 303 || !callback) throw new Error(`the sandbox answered ${paid.status}`);
  const settled = await fetch(new URL(callback, redirectUrl), { redirect: 'manual' });
  if (settled.status !== 303) throw new Error(`the callback answered ${settled.status}`);
}
