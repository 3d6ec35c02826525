import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports, type WatchedPage } from './support/browser.ts';
import { watchNetwork } from './support/network-quiet.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Label and href of every link in the given navigation, in order. */
const menuLinks = (page: Page, selector: string) =>
  page.$$eval(`${selector} a[data-menu-item]`, (links) =>
    links.map((link) => `${link.textContent?.trim()} → ${link.getAttribute('href')}`),
  );

async function open(viewport: { width: number; height: number }, path = '/'): Promise<WatchedPage> {
  const watched = await openPage(browser, viewport);
  await watched.page.goto(appUrl(path));
  await watched.page.waitForSelector('header');
  return watched;
}

const signedOutMenu = [
  'خانه → /',
  'ورود / ثبت‌نام → /auth/login',
  'دسته‌بندی‌ها → /categories',
  'مجموعه‌ها → /collections',
  'سریال‌ها → /tv',
  'فیلم‌ها → /movies',
  'دوبله → /?is_dubbed=1',
  'به‌زودی → /comingsoon',
  'پشتیبانی → /contact',
];

describe('desktop menu (1280px)', () => {
  it('lists every item with its link when signed out, home marked current, no dot', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    // No analytics is configured here, so the page must not reach any other host.
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(appUrl('/')).origin) foreignRequests.push(request.url());
    });
    await page.goto(appUrl('/'));
    await page.waitForSelector('header nav');
    expect(await menuLinks(page, 'header nav')).toEqual(signedOutMenu);
    expect(await page.textContent('header nav a[aria-current="page"]')).toBe('خانه');
    expect(await page.$('[data-testid="new-notifications-dot"]')).toBeNull();
    expect(await page.isVisible('button[aria-label="باز کردن منو"]')).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(foreignRequests).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the dashboard with a dot and saved items for a signed-in user with news', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await signInAs(page, { newNotifications: true });
    await page.goto(appUrl('/'));
    await page.waitForSelector('a[data-menu-item="dashboard"]');
    const links = await menuLinks(page, 'header nav');
    expect(links.slice(0, 3)).toEqual([
      'خانه → /',
      'داشبورد (اعلان تازه دارید) → /user/dashboard',
      'ذخیره‌شده‌ها → /user/watchlist',
    ]);
    expect(links).toHaveLength(10);
    expect(await page.isVisible('a[data-menu-item="dashboard"] [data-testid="new-notifications-dot"]')).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no dot when the user has seen every notification', async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    await signInAs(page, { newNotifications: false });
    await page.goto(appUrl('/'));
    await page.waitForSelector('a[data-menu-item="dashboard"]');
    expect(await page.$('[data-testid="new-notifications-dot"]')).toBeNull();
    await context.close();
  });

  it('marks the dubbed item current on /?is_dubbed=1 and the series item on /tv', async () => {
    const { page, context } = await open(viewports.desktop, '/?is_dubbed=1');
    await page.waitForSelector('header nav a[aria-current="page"]');
    expect(await page.textContent('header nav a[aria-current="page"]')).toBe('دوبله');
    await page.click('header nav a[data-menu-item="series"]');
    await page.waitForURL(/\/tv$/);
    await expect.poll(() => page.textContent('header nav a[aria-current="page"]')).toBe('سریال‌ها');
    await context.close();
  });
});

describe('mobile menu (375px)', () => {
  it('hides the desktop menu and opens a side menu with the same items when signed out', async () => {
    const { page, errors, context } = await open(viewports.mobile);
    expect(await page.$('header nav')).toBeNull();
    await page.click('button[aria-label="باز کردن منو"]');
    await page.waitForSelector('#mobile-menu nav');
    expect(await menuLinks(page, '#mobile-menu nav')).toEqual(signedOutMenu);
    await page.click('#mobile-menu a[data-menu-item="collections"]');
    await page.waitForURL(/\/collections$/);
    await page.waitForSelector('#mobile-menu', { state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds history, notifications, switching profile and logout, and the dot, for a signed-in user', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await signInAs(page, { newNotifications: true });
    await page.goto(appUrl('/'));
    await page.waitForSelector('header [data-testid="new-notifications-dot"]');
    await page.click('button[aria-label="باز کردن منو"]');
    await page.waitForSelector('#mobile-menu a[data-menu-item="logout"]');
    const links = await menuLinks(page, '#mobile-menu nav');
    expect(links.slice(0, 3)).toEqual([
      'خانه → /',
      'داشبورد (اعلان تازه دارید) → /user/dashboard',
      'ذخیره‌شده‌ها → /user/watchlist',
    ]);
    expect(links.slice(-4)).toEqual([
      'تاریخچه → /user/history',
      'اعلان‌ها (اعلان تازه دارید) → /user/notifications',
      'تغییر نمایه → /profiles',
      'خروج → /auth/logout',
    ]);
    expect(await page.textContent('#mobile-menu')).toContain('سلام، سارا رضایی');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never scrolls sideways at 375px', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await signInAs(page, { newNotifications: true });
    const network = watchNetwork(page);
    for (const path of ['/', '/tv', '/no/such/page', '/user/dashboard', '/auth/login']) {
      await page.goto(appUrl(path));
      await network.quiet();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBe(0);
    }
    // The unknown path's document answers 404 on purpose (Chromium logs it); nothing else may fail.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });
});
