import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // The bar updates on the next animation frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
};

const bottomBarState = (page: Page) =>
  page.evaluate(
    () => document.querySelector('[data-testid="bottom-bar"]')?.getAttribute('data-visible') ?? 'absent',
  );

describe('mobile bottom bar (375px)', () => {
  it('appears after scrolling down past 100px and hides when scrolling up, without shifting the page', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    // A page whose height is settled once its data has loaded (the home page grows rows as it scrolls).
    await page.goto(appUrl('/categories'), { waitUntil: 'networkidle' });
    await page.waitForSelector('footer');
    const heightBefore = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(await bottomBarState(page)).toBe('absent');

    // The first scroll loads the bar, hidden below 100px: wait for it to render, then look.
    await scrollTo(page, 90);
    await expect.poll(() => bottomBarState(page)).not.toBe('absent');
    expect(await bottomBarState(page)).toBe('false');

    await scrollTo(page, 160);
    await expect.poll(() => bottomBarState(page)).toBe('true');
    await page.waitForSelector('[data-testid="bottom-bar"]', { state: 'visible' });
    expect(
      await page.$$eval('[data-testid="bottom-bar"] a', (links) => links.map((a) => a.getAttribute('href'))),
    ).toEqual(['/', '/tv', '/comingsoon', '/collections', '/auth/login']);

    await scrollTo(page, 120);
    await expect.poll(() => bottomBarState(page)).toBe('false');
    await page.waitForSelector('[data-testid="bottom-bar"]', { state: 'hidden' });

    await scrollTo(page, 400);
    await expect.poll(() => bottomBarState(page)).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightBefore);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is never shown on desktop', async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/'));
    await page.waitForSelector('main h1');
    // A mounted bar would fetch its chunk on this scroll: wait until the network is quiet.
    await scrollTo(page, 300);
    await page.waitForLoadState('networkidle');
    expect(await bottomBarState(page)).toBe('absent');
    await context.close();
  });
});

describe('navigation', () => {
  it('scrolls to the top on every change of path or query', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/'));
    await page.waitForSelector('footer');
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.click('footer a[href="/tv"]');
    await page.waitForURL(/\/tv$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.click('header a[data-menu-item="home"]');
    await page.waitForSelector('main h1');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await page.click('header a[data-menu-item="dubbed"]');
    await page.waitForURL(/is_dubbed=1$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => page.textContent('main h1')).toBe('فیلم‌ها و سریال‌های دوبله');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page inside the shell for a path outside the route table, with a 404', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    const response = await page.goto(appUrl('/titles/12'));
    // Not a soft 404: the server knows the route table (apps/web/build-plugins/page-paths.ts).
    expect(response?.status()).toBe(404);
    await page.waitForSelector('main h1');
    expect(await page.textContent('main h1')).toBe('این صفحه پیدا نشد');
    expect(await page.isVisible('header nav')).toBe(true);
    await page.click('main a[href="/"]');
    await page.waitForURL(appUrl('/'));
    // The document's own 404 is expected (Chromium logs it in the console); nothing else.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('protected routes', () => {
  it('send signed-out visitors to login, carrying the page they wanted', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    // Not /auth/logout: nothing to come back to there (e2e/sign-out.test.ts).
    for (const path of ['/user/watchlist?page=2', '/gopremium', '/screenshots/5']) {
      await page.goto(appUrl(path));
      await page.waitForURL(/\/auth\/login\?/);
      expect(new URL(page.url()).searchParams.get('redirect'), path).toBe(path);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('send visitors who came from an advertisement (ref=ad) to register instead', async () => {
    const { page, context } = await openPage(browser, viewports.mobile);
    await context.addCookies([{ name: 'ref', value: 'ad', url: appUrl('/') }]);
    await page.goto(appUrl('/user/dashboard'));
    await page.waitForURL(/\/auth\/register\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user/dashboard');
    await context.close();
  });

  it('open for a signed-in user, so the remembered page works once logged in', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/user/history'));
    await page.waitForURL(/\/auth\/login\?/);
    const target = new URL(page.url()).searchParams.get('redirect') ?? '';
    await signInAs(page);
    await page.goto(appUrl(target));
    await page.waitForSelector('main h1');
    expect(new URL(page.url()).pathname).toBe('/user/history');
    expect(await page.title()).toBe('تاریخچه‌ی تماشا | پرده');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('logout forgets the user and returns home', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await signInAs(page);
    await page.goto(appUrl('/'));
    await page.waitForSelector('a[data-menu-item="dashboard"]');
    // Stand-ins for the accounts API, like signInAs: the CSRF handshake and the revocation.
    await page.route('**/sanctum/csrf-cookie', (route) => route.fulfill({ status: 204 }));
    await page.route('**/api/sanc/logout', (route) => route.fulfill({ status: 204 }));
    await page.goto(appUrl('/auth/logout'));
    await page.waitForURL(appUrl('/'));
    await page.waitForSelector('a[data-menu-item="signIn"]');
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});
