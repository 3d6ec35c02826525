import type { TitleDetail } from '@pardeh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../apps/api/test/support/auth-client.ts';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { findDemoTitle } from './support/demo-catalogue.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
let film: TitleDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  film = await findDemoTitle('Forrest Gump');
});
afterAll(() => browser?.close());

const watchlistButton = (page: Page, pressed: boolean) =>
  page.waitForSelector(`button[data-library-action="watchlist"][aria-pressed="${pressed}"]`);

/** Clicks and waits until the server has answered the call it starts. */
async function clickAndSettle(page: Page, selector: string, path: RegExp) {
  await Promise.all([
    page.waitForResponse(
      (response) => path.test(new URL(response.url()).pathname) && response.status() === 200,
    ),
    page.click(selector),
  ]);
}

describe('watchlist', () => {
  it('adds a title from its page, lists it in user/watchlist and removes it there (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await signInAs(page);
    await page.goto(appUrl(film.path));
    await watchlistButton(page, false);
    await clickAndSettle(page, 'button[data-library-action="watchlist"]', /^\/api\/user\/watchlist\/\d+$/);
    await watchlistButton(page, true);

    // A like counts at once, in Persian digits, and can be taken back.
    const likes = async () => page.getAttribute('button[data-library-action="like"]', 'aria-label');
    const before = await likes();
    await page.click('button[data-library-action="like"]');
    await page.waitForSelector('button[data-library-action="like"][aria-pressed="true"]');
    expect(await likes()).not.toBe(before);
    expect(await likes()).toMatch(/[۰-۹]/);

    await page.goto(appUrl('/user/watchlist'));
    await page.waitForSelector(`[data-title-card="${film.id}"]`);
    expect(await page.textContent('h1')).toBe('ذخیره‌شده‌ها');
    expect(await page.getAttribute('[data-watchlist-filter="all"]', 'aria-current')).toBe('page');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Films only still has it; series only is empty and leads to discovery.
    await page.click('[data-watchlist-filter="series"]');
    await page.waitForURL('**/user/watchlist?type=series');
    await page.waitForSelector('[data-watchlist-empty]');
    expect(await page.getAttribute('[data-watchlist-empty] a[href="/?type=series"]', 'href')).toBe(
      '/?type=series',
    );
    await page.click('[data-watchlist-filter="movie"]');
    await page.waitForSelector(`[data-title-card="${film.id}"]`);

    await clickAndSettle(page, `[data-watchlist-remove="${film.id}"]`, /^\/api\/user\/watchlist\/\d+$/);
    await page.waitForSelector(`[data-title-card="${film.id}"]`, { state: 'detached' });
    await page.waitForSelector('[data-watchlist-empty]');
    expect(await seriousViolations(page)).toEqual([]);
    // Gone on the server too, and the title page shows it unsaved.
    await page.goto(appUrl(film.path));
    await watchlistButton(page, false);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a failed removal (1280px): the rollback is logic, not layout', () => {
  it('puts a failed removal back with a Persian message', async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    await signInAs(page);
    await page.goto(appUrl(film.path));
    await watchlistButton(page, false);
    await clickAndSettle(page, 'button[data-library-action="watchlist"]', /^\/api\/user\/watchlist\/\d+$/);
    await page.goto(appUrl('/user/watchlist'));
    await page.waitForSelector(`[data-title-card="${film.id}"]`);
    await page.route('**/api/user/watchlist/*', (route) =>
      route.fulfill({ status: 503, json: { message: 'پایگاه داده در دسترس نیست.' } }),
    );
    await page.click(`[data-watchlist-remove="${film.id}"]`);
    await page.waitForSelector('[role="alert"]:has-text("حذف نشد")');
    await page.waitForSelector(`[data-title-card="${film.id}"]`);
    await context.close();
  });
});

describe('signed out (1280px)', () => {
  it('the watchlist button leads to login and back to the title', async () => {
    const account = await registerAccount(appUrl(''));
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(film.path));
    await page.click('a[data-library-action="watchlist"]');
    await page.waitForURL(`**/auth/login?redirect=${encodeURIComponent(film.path)}`);
    await page.fill('input[name="email"]', account.email);
    await page.fill('input[name="password"]', account.password);
    await page.click('form button[type="submit"]');
    await page.waitForURL(`**${film.path}`);
    await watchlistButton(page, false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
