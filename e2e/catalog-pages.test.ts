import type { TitleDetail } from '@pardeh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { apiGet } from './support/demo-catalogue.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PERSIAN_DIGITS = /[۰-۹]/;
const LATIN_DIGITS = /[0-9]/;

describe('catalogue pages', () => {
  it('films: the menu item leads to /movies, which lists films only (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/'));
    await page.click('header nav a[data-menu-item="movies"]');
    await page.waitForURL((url) => url.pathname === '/movies');
    // The home page had cards too: these are the listing's.
    await page.waitForSelector('[data-title-listing] a[data-title-card]');
    expect(await page.locator('h1').textContent()).toBe('فیلم‌ها');
    expect(await page.title()).toContain('فیلم‌ها');
    expect(await page.textContent('header nav a[aria-current="page"]')).toBe('فیلم‌ها');
    const ids = await page.$$eval('a[data-title-card]', (cards) =>
      cards.map((card) => card.getAttribute('data-title-card')),
    );
    expect(ids.length).toBeGreaterThan(10);
    const titles = await Promise.all(ids.map((id) => apiGet<TitleDetail>(`/api/titles/${id}`)));
    expect(new Set(titles.map((title) => title.type))).toEqual(new Set(['movie']));
    // The type is the page's: it has no type control.
    expect(await page.locator('[aria-label="نوع"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('categories: genre tiles with Persian counts lead to the filtered listing (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/categories'));
    await page.waitForSelector('a[data-genre="drama"]');
    const drama = page.locator('a[data-genre="drama"]');
    expect(await drama.locator('h2').textContent()).toBe('درام');
    const count = (await drama.textContent()) ?? '';
    expect(count).toMatch(PERSIAN_DIGITS);
    expect(count.replace(/Drama/g, '')).not.toMatch(LATIN_DIGITS);
    const href = await drama.getAttribute('href');
    expect(href).toMatch(/^\/\?genre=\d+$/);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await drama.click();
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.has('genre'));
    expect(new URL(page.url()).search).toBe(href?.slice(1));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('collections: the list leads to a collection page whose cards lead to title pages (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl('/collections'));
    await page.waitForSelector('a[data-collection]');
    expect(await page.locator('a[data-collection]').count()).toBeGreaterThanOrEqual(2);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const first = page.locator('a[data-collection]').first();
    const name = await first.locator('h2').textContent();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/collections\/\d+\/[a-z0-9-]+$/);
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.waitForSelector('main a[data-title-card]');
    expect(await page.locator('main h1').textContent()).toBe(name);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const card = page.locator('main a[data-title-card]').first();
    const titleHref = (await card.getAttribute('href')) ?? '';
    expect(titleHref).toMatch(/^\/titles\/\d+\/[a-z0-9-]+$/);
    await card.click();
    await page.waitForURL((url) => url.pathname === titleHref);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('coming soon: expected dates in Jalali with Persian digits, each linking to its title (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/comingsoon'));
    await page.waitForSelector('main a[data-title-card]');
    const firstDate = (await page.locator('main a[data-title-card] time').first().textContent()) ?? '';
    expect(firstDate).toMatch(
      /^[۰-۹]{1,2} (فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) [۰-۹]{4}$/,
    );
    expect(await page.locator('main a[data-title-card]').count()).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const card = page.locator('main a[data-title-card]').first();
    const href = (await card.getAttribute('href')) ?? '';
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('collection addresses', () => {
  it('a wrong slug is replaced by the canonical one', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/collections'));
    const href = (await page.locator('a[data-collection]').first().getAttribute('href')) ?? '';
    const id = href.split('/')[2];
    await page.goto(appUrl(`/collections/${id}/not-the-slug`));
    await page.waitForURL((url) => url.pathname === href);
    await page.waitForSelector('main a[data-title-card]');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown id shows the not-found page', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl('/collections/987654/nothing'));
    // The page first shows its loading state; wait for the answer rather than the first heading.
    await page.getByRole('heading', { level: 1, name: 'این صفحه پیدا نشد' }).waitFor();
    // The server answers the page and the API call with 404 on purpose; nothing else may fail.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });
});
