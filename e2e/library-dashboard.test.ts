import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const userPages = [
  '/user/watchlist',
  '/user/history',
  '/user/notifications',
  '/user/new-request',
  '/premium/plans',
  '/user/edit-password',
  '/auth/logout',
];

describe('dashboard', () => {
  it('greets the user, shows premium status and counts, and links every user page (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    const user = await signInAs(page, { name: 'نگار احمدی' });
    await page.goto(appUrl('/user/dashboard'));
    await page.waitForSelector('h1:has-text("سلام، نگار احمدی")');
    expect(await page.textContent('[data-premium-active="false"]')).toContain('اشتراک ویژه ندارید');
    expect(await page.getAttribute('[data-premium-active] a', 'href')).toBe('/premium/plans');
    // A new account keeps nothing yet: every counter is a Persian zero once the counts arrive.
    await page.waitForSelector('ul[aria-busy="false"] [data-count="watchlist"]');
    const counts = await page.$$eval('[data-count]', (links) =>
      links.map((link) => `${link.getAttribute('data-count')}:${link.textContent}`),
    );
    expect(counts).toEqual([
      'watchlist:۰ذخیره‌شده',
      'inProgress:۰در حال تماشا',
      'watched:۰دیده‌شده',
      'openRequests:۰درخواست باز',
      'unreadNotifications:۰اعلان خوانده‌نشده',
    ]);
    const links = await page.$$eval('section[aria-label="صفحه‌های شما"] a', (anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    expect(links).toEqual(userPages);
    expect(user.premium.active).toBe(false);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
