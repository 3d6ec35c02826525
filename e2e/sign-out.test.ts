import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchCurrentUser, registerAccount } from '../apps/api/test/support/auth-client.ts';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const tokenCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;

/** Every call to the logout endpoint the page makes. */
function watchLogoutCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/sanc/logout') calls.push(request.method());
  });
  return calls;
}

/** Signs in on the login page that is open, which should then lead home. */
async function signInThroughForm(page: Page, account: { email: string; password: string }) {
  await page.fill('input[name="email"]', account.email);
  await page.fill('input[name="password"]', account.password);
  await page.click('form button[type="submit"]');
  await page.waitForURL(appUrl('/'));
}

describe('signing out', () => {
  it('is in the account menu of the desktop header (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    const user = await signInAs(page, { name: 'مینا صادقی' });
    const token = await tokenCookie(page);
    await page.goto(appUrl('/'));
    await page.click('header [data-account-menu-button]');
    await page.waitForSelector('#account-menu [data-menu-item="logout"]');
    expect(await page.textContent('#account-menu')).toContain(`سلام، ${user.name}`);
    const logout = page.locator('#account-menu [data-menu-item="logout"]');
    expect(await logout.textContent()).toBe('خروج');
    await logout.click();
    await page.waitForSelector('header a[data-menu-item="signIn"]');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await tokenCookie(page)).toBeUndefined();
    expect(await page.$('header [data-account-menu-button]')).toBeNull();
    // The session is revoked on the server too.
    expect((await fetchCurrentUser(appUrl(''), token)).status).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a signed-out visit to /auth/logout goes home, and signing in afterwards keeps the user signed in', async () => {
    const account = await registerAccount(appUrl(''), { name: 'رضا مرادی' });
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    const logoutCalls = watchLogoutCalls(page);
    await page.goto(appUrl('/auth/logout'));
    // Nobody to sign out: home, not the login page (which would come back here afterwards).
    await page.waitForURL(appUrl('/'));
    await page.click('header a[data-menu-item="signIn"]');
    await page.waitForURL(appUrl('/auth/login'));
    await signInThroughForm(page, account);
    await page.waitForSelector('header a[data-menu-item="dashboard"]');
    const token = await tokenCookie(page);
    expect(token).toBeDefined();
    expect((await fetchCurrentUser(appUrl(''), token)).status).toBe(200);
    expect(logoutCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a remembered /auth/logout target from an old link is ignored after signing in', async () => {
    const account = await registerAccount(appUrl(''), { name: 'نگار امینی' });
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    const logoutCalls = watchLogoutCalls(page);
    await page.goto(appUrl(`/auth/login?redirect=${encodeURIComponent('/auth/logout')}`));
    await signInThroughForm(page, account);
    await page.waitForSelector('header a[href="/user/dashboard"]');
    expect((await fetchCurrentUser(appUrl(''), await tokenCookie(page))).status).toBe(200);
    expect(logoutCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
