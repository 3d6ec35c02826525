import type { Notification } from '@pardeh/contract';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../apps/api/test/support/auth-client.ts';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { apiGet } from './support/demo-catalogue.ts';
import { receiveCommentReply } from './support/signed-in-user.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const STREAM_PATH = '/api/user/notifications/stream';
const isStream = (request: Request) => new URL(request.url()).pathname === STREAM_PATH;
const dot = 'header [data-testid="new-notifications-dot"]';

/** The newest notification of the token's user, through the list API. */
async function newestNotificationId(token: string): Promise<number> {
  const [newest] = await apiGet<Notification[]>('/api/user/notifications', {
    Authorization: `Bearer ${token}`,
  });
  if (!newest) throw new Error('the user has no notification');
  return newest.id;
}

/** How many of this tab's requests for the browser's stream lock are waiting. */
const waitingForStream = (page: Page) =>
  page.evaluate(async () => {
    const { pending = [] } = await navigator.locks.query();
    return pending.filter((lock) => lock.name === 'pardeh-notifications').length;
  });

describe('notifications in real time', () => {
  it('reach every open tab over one stream per browser, and the next tab takes over the stream', async () => {
    const { context, page: home, errors } = await openPage(browser, viewports.desktop);
    const streams: Request[] = [];
    context.on('request', (request) => {
      if (isStream(request)) streams.push(request);
    });
    const { token } = await registerAccount(appUrl(''), { name: 'مریم احمدی' });
    await context.addCookies([{ name: 'token', value: token, url: appUrl('/') }]);

    // The first tab opens the stream (signed in, after its first paint).
    const streamAnswered = context.waitForEvent('response', (response) => isStream(response.request()));
    await home.goto(appUrl('/'));
    expect((await streamAnswered).status()).toBe(200);
    expect(streams.map((request) => request.frame().page())).toEqual([home]);

    // The second tab waits for the stream instead of opening its own.
    const dashboard = await context.newPage();
    dashboard.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await dashboard.goto(appUrl('/user/dashboard'));
    await expect.poll(() => waitingForStream(dashboard)).toBe(1);
    expect(await home.$(dot)).toBeNull();
    expect(await dashboard.$(dot)).toBeNull();
    // Set on the pages' documents: still there afterwards means nothing reloaded.
    for (const page of [home, dashboard])
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // Someone replies to the user's comment: both tabs light the dot, the dashboard lists it.
    await receiveCommentReply(token);
    const first = await newestNotificationId(token);
    await Promise.all([home.waitForSelector(dot), dashboard.waitForSelector(dot)]);
    await dashboard.locator(`a[data-notification="${first}"]`).waitFor();
    for (const page of [home, dashboard])
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(streams).toHaveLength(1);

    // The leading tab closes: the other takes over, resuming after the last notification heard.
    const takenOver = context.waitForEvent('request', isStream);
    await home.close();
    const resumed = await takenOver;
    expect(resumed.frame().page()).toBe(dashboard);
    expect(await resumed.headerValue('last-event-id')).toBe(String(first));
    await resumed.response();

    await receiveCommentReply(token);
    const second = await newestNotificationId(token);
    await dashboard.locator(`a[data-notification="${second}"]`).waitFor();
    expect(await dashboard.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(streams).toHaveLength(2);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
