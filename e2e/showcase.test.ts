import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { scrollDownThePage } from './support/scroll.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const currentSlide = (page: Page) => page.locator('[data-slide]').getAttribute('data-slide');

/**
 * Waits until the first picture under `selector` has loaded from Pardeh's own pictures (a real one
 * or a rendered one: every title has one), and answers its address.
 */
async function loadedPicture(page: Page, selector: string): Promise<string> {
  const picture = await page.waitForFunction((imageSelector) => {
    const image = document.querySelector<HTMLImageElement>(imageSelector);
    return image?.complete && image.naturalWidth > 0 ? new URL(image.currentSrc).pathname : null;
  }, selector);
  return (await picture.jsonValue()) as string;
}

/** Scrolls to the bottom, so every lazy row renders, and waits for the last rows' cards. */
async function scrollThroughRows(page: Page) {
  await scrollDownThePage(page);
  await page.waitForSelector('section[data-row="/comingsoon"] a[data-title-card]');
  await page.waitForSelector('section[data-row^="/collections/"] a[data-title-card]');
}

describe('home showcase', () => {
  it('shows the slideshow and rows whose «مشاهده همه» lead to their full listings (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/'));
    await page.waitForSelector('[data-slide] h2');
    expect((await page.locator('[data-slide] h2').textContent())?.length).toBeGreaterThan(0);
    expect(await page.locator('[data-slide] a').first().getAttribute('href')).toMatch(/^\/titles\/\d+\//);
    await page.waitForSelector('section[data-row="/?order_by=newest"] a[data-title-card]');
    await scrollThroughRows(page);

    const rows = await page.$$eval('section[data-row]', (sections) =>
      sections.map((section) => section.querySelector('a[data-view-all]')?.getAttribute('href')),
    );
    expect(rows.slice(0, 4)).toEqual([
      '/?order_by=newest',
      '/?order_by=rating',
      '/?is_dubbed=1',
      '/comingsoon',
    ]);
    expect(rows.slice(4).length).toBeGreaterThanOrEqual(2);
    for (const href of rows.slice(4)) expect(href).toMatch(/^\/collections\/\d+\/[a-z0-9-]+$/);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.click('section[data-row="/?order_by=rating"] a[data-view-all]');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('order_by') === 'rating');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a card leads to its title page, a collection row to its collection (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl('/'));
    const card = page.locator('section[data-row="/?order_by=newest"] a[data-title-card]').first();
    await card.waitFor();
    const cardPicture = 'section[data-row="/?order_by=newest"] a[data-title-card] img';
    expect(await loadedPicture(page, cardPicture)).toMatch(/^\/images\/poster\/[0-9a-f]{32}\/\d+\.webp$/);
    const href = (await card.getAttribute('href')) ?? '';
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    const titlePicture = 'section[aria-labelledby="title-heading"] img';
    expect(await loadedPicture(page, titlePicture)).toMatch(/^\/images\/poster\/[0-9a-f]{32}\/\d+\.webp$/);

    await page.goto(appUrl('/'));
    await page.waitForSelector('[data-slide]');
    await scrollThroughRows(page);
    const collection = page.locator('section[data-row^="/collections/"] a[data-view-all]').first();
    const collectionHref = (await collection.getAttribute('href')) ?? '';
    await collection.click();
    await page.waitForURL((url) => url.pathname === collectionHref);
    await page.waitForSelector('main a[data-title-card]');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('title rows', () => {
  it('render their first cards at once and the rest as the visitor swipes towards them', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl('/'));
    const row = page.locator('section[data-row="/?order_by=newest"] ul');
    await row.locator('a[data-title-card]').first().waitFor();
    const cards = () => row.locator('a[data-title-card]').count();
    expect(await cards()).toBe(7);

    // A swipe, in small steps as a finger moves (the row scrolls right to left).
    for (let step = 0; step < 8; step++) {
      await row.evaluate((list) => list.scrollBy({ left: -150 }));
      await page.waitForTimeout(50);
    }
    await page.waitForFunction(
      () => document.querySelectorAll('section[data-row="/?order_by=newest"] a[data-title-card]').length > 7,
    );
    expect(await cards()).toBeGreaterThan(7);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('slideshow controls', () => {
  it('steps with the buttons and the arrow keys, pauses on hover and on request', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/'));
    await page.waitForSelector('[data-slide]');
    const first = await currentSlide(page);
    expect(await page.getAttribute('[data-testid="slideshow"]', 'data-playing')).toBe('true');

    await page.click('button[aria-label="اسلاید بعدی"]');
    const second = await currentSlide(page);
    expect(second).not.toBe(first);
    await page.click('button[aria-label="اسلاید قبلی"]');
    expect(await currentSlide(page)).toBe(first);
    // In a right-to-left page, ArrowLeft goes forward.
    await page.keyboard.press('ArrowLeft');
    expect(await currentSlide(page)).toBe(second);
    await page.click('button[aria-label="نمایش اسلاید ۱"]');
    expect(await currentSlide(page)).toBe(first);
    expect(await page.getAttribute('button[aria-label="نمایش اسلاید ۱"]', 'aria-current')).toBe('true');

    await page.click('button[aria-label="توقف نمایش خودکار"]');
    expect(await page.getAttribute('[data-testid="slideshow"]', 'data-playing')).toBe('false');
    expect(await page.locator('button[aria-label="ادامه‌ی نمایش خودکار"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('swipes on a phone: a finger moving right brings the next slide', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl('/'));
    await page.waitForSelector('[data-slide]');
    const first = await currentSlide(page);
    await page.evaluate(() => {
      const target = document.querySelector('[data-testid="slideshow"]') as HTMLElement;
      const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: 300 });
      target.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(60)] }));
      target.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [touch(260)] }));
    });
    await expect.poll(() => currentSlide(page)).not.toBe(first);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not advance by itself when the visitor prefers reduced motion', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(appUrl('/'));
    await page.waitForSelector('[data-slide]');
    expect(await page.getAttribute('[data-testid="slideshow"]', 'data-playing')).toBe('false');
    expect(await page.locator('button[aria-label="توقف نمایش خودکار"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
