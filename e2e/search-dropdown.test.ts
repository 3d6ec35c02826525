import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports, type WatchedPage } from './support/browser.ts';
import {
  dropdownRequests,
  hasHorizontalScroll,
  lastKeyAt,
  openSearch,
  trackLastKey,
  typeQuery,
  waitForStatus,
} from './support/search-page.ts';

// Queries chosen on the default catalogue: «man» finds ten titles and ten people, «pitt» seven people,
// «matrix» three titles, «zzqxj» nothing.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(viewport: { width: number; height: number } = viewports.desktop): Promise<WatchedPage> {
  const watched = await openPage(browser, viewport);
  await watched.page.goto(appUrl('/'));
  await watched.page.waitForSelector('[data-search-open]');
  return watched;
}

describe('header search (1280px)', () => {
  it('switches the header to the field and focuses it 500 ms after the click', async () => {
    const { page, errors, context } = await open();
    await page.evaluate(() => {
      const marks = window as unknown as { clickAt: number; focusAt: number };
      document.addEventListener('click', () => (marks.clickAt ??= performance.now()), { capture: true });
      document.addEventListener('focusin', (event) => {
        if ((event.target as Element).getAttribute('role') === 'combobox') marks.focusAt = performance.now();
      });
    });
    await openSearch(page);
    expect(await page.$('nav[aria-label] a[data-menu-item]')).toBeNull();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    const { clickAt, focusAt } = await page.evaluate(() => {
      const marks = window as unknown as { clickAt: number; focusAt: number };
      return { clickAt: marks.clickAt, focusAt: marks.focusAt };
    });
    expect(focusAt - clickAt).toBeGreaterThanOrEqual(495);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends no request under two characters', async () => {
    const { page, errors, context } = await open();
    await openSearch(page);
    // How long it waits is the unit tests' (use-settled-text.test.ts); here, that the dropdown
    // shows its start hint for one character and has asked for nothing.
    await typeQuery(page, 'm');
    await waitForStatus(page, 'start');
    expect(await dropdownRequests(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for titles after 500 ms and people after 1000 ms of quiet, once for the final text', async () => {
    const { page, errors, context } = await open();
    await openSearch(page);
    await trackLastKey(page);
    await typeQuery(page, 'matrix', 120);
    const typedAt = await lastKeyAt(page);
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/people/search')),
    );
    const requests = await dropdownRequests(page);
    const titles = requests.filter((request) => request.kind === 'titles');
    const people = requests.filter((request) => request.kind === 'people');
    expect(titles.map((request) => request.query)).toEqual(['matrix']);
    expect(people.map((request) => request.query)).toEqual(['matrix']);
    expect(titles[0]?.startTime).toBeGreaterThanOrEqual(typedAt + 495);
    expect(titles[0]?.startTime).toBeLessThan(typedAt + 1_000);
    expect(people[0]?.startTime).toBeGreaterThanOrEqual(typedAt + 995);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('submits on Enter only with three characters or more', async () => {
    const { page, errors, context } = await open();
    await openSearch(page);
    // Every address the page goes to, history API included: Enter on "ma" must add none.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).search);
    });
    await typeQuery(page, 'ma');
    await page.keyboard.press('Enter');
    await page.keyboard.type('t');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.search !== '');
    expect([...new Set(visited)]).toEqual(['?order_by=votes&type=all&q=mat']);
    // Leaving for the results returns the header to its menu.
    await page.waitForSelector('[data-search-open]');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the field on Escape and clears it', async () => {
    const { page, errors, context } = await open();
    await openSearch(page);
    await typeQuery(page, 'matrix');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-search-open]');
    expect(await page.$('[data-search-bar]')).toBeNull();
    expect(await page.$('a[data-menu-item]')).not.toBeNull();
    await openSearch(page);
    expect(await page.inputValue('[data-search-bar] [role="combobox"]')).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the dropdown on a click outside it', async () => {
    const { page, errors, context } = await open();
    await openSearch(page);
    await typeQuery(page, 'matrix');
    await waitForStatus(page, 'results');
    await page.mouse.click(640, 760);
    await page.waitForSelector('[data-search-dropdown]', { state: 'detached' });
    expect(await page.getAttribute('[role="combobox"]', 'aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows six titles and the more link when there are more', async () => {
    const { page, errors, context } = await open();
    await openSearch(page);
    await typeQuery(page, 'man');
    await waitForStatus(page, 'results');
    const option = await page.$('[data-search-title]');
    const text = await option?.textContent();
    expect(text).toMatch(/IMDb/);
    expect(await page.$$eval('[data-search-title]', (options) => options.length)).toBe(6);
    const more = await page.$('[data-search-more]');
    expect(await more?.textContent()).toContain('مشاهده نتایج بیشتر');
    expect(await more?.getAttribute('href')).toBe('/?order_by=votes&type=all&q=man');
    await more?.click();
    await page.waitForURL((url) => url.search.includes('q=man'));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no more link with six titles or fewer', async () => {
    const { page, errors, context } = await open();
    await openSearch(page);
    await typeQuery(page, 'matrix');
    await waitForStatus(page, 'results');
    expect(await page.$$eval('[data-search-title]', (options) => options.length)).toBe(3);
    expect(await page.$('[data-search-more]')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('trims more than eight people to six on desktop, and keeps seven as they are', async () => {
    const { page, errors, context } = await open();
    await openSearch(page);
    await page.click('[data-search-tab="people"]');
    await typeQuery(page, 'man');
    await page.waitForSelector('[data-search-dropdown][data-stage="personResults"][data-status="results"]');
    expect(await page.$$eval('[data-search-person]', (options) => options.length)).toBe(6);
    const person = await page.textContent('[data-search-person]');
    expect(person).toMatch(/بهترین (بازی|کارگردانی)/);
    await page.fill('[role="combobox"]', 'pitt');
    await page.waitForSelector('[data-search-dropdown][data-stage="personResults"][data-status="loading"]');
    await waitForStatus(page, 'results');
    expect(await page.$$eval('[data-search-person]', (options) => options.length)).toBe(7);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when nothing matches', async () => {
    const { page, errors, context } = await open();
    await openSearch(page);
    await typeQuery(page, 'zzqxj');
    await waitForStatus(page, 'empty');
    expect(await page.textContent('[data-search-status]')).toContain('متاسفانه موردی یافت نشد');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the designed placeholder when a poster fails to load', async () => {
    const { page, context } = await open();
    // Give the first result a poster whose file fails to load (the others keep theirs).
    await page.route('**/api/titles/search?query=*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { poster: string | null }[] };
      if (body.data[0]) body.data[0].poster = '/e2e-broken-poster.jpg';
      await route.fulfill({ response, json: body });
    });
    await page.route('**/e2e-broken-poster.jpg', (route) => route.abort());
    await openSearch(page);
    await typeQuery(page, 'matrix');
    await waitForStatus(page, 'results');
    const first = page.locator('[data-search-title]').first().locator('[data-poster]');
    await first.and(page.locator('[data-poster="placeholder"]')).waitFor();
    expect(await first.locator('[role="img"]').getAttribute('aria-label')).toBe('ماتریکس');
    expect(await first.locator('img').count()).toBe(0);
    await context.close();
  });

  it('moves through results with the arrow keys and opens the highlighted one on Enter', async () => {
    const { page, errors, context } = await open();
    await openSearch(page);
    await typeQuery(page, 'matrix');
    await waitForStatus(page, 'results');
    const input = page.locator('[role="combobox"]');
    expect(await page.$$('[role="listbox"] [role="option"]')).toHaveLength(3);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    // Down, down, up: the first result is highlighted once React has applied the last key.
    const first = page.locator('[role="listbox"] [role="option"]').first();
    const firstId = await first.getAttribute('id');
    await expect.poll(() => input.getAttribute('aria-activedescendant')).toBe(firstId);
    await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    const href = await first.getAttribute('href');
    expect(href).toBe(await page.locator('[data-search-title]').first().getAttribute('href'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds «ماتریکس» from a query typed with the Arabic kaf and yeh', async () => {
    const { page, errors, context } = await open();
    await openSearch(page);
    await typeQuery(page, 'ماتريكس');
    await waitForStatus(page, 'results');
    expect(await page.textContent('[data-search-title]')).toContain('ماتریکس');
    // «مارمولك» is not in the demo catalogue: it must still be sent as typed and answered calmly.
    await page.fill('[role="combobox"]', 'مارمولك');
    await page.waitForSelector(
      '[data-search-dropdown][data-status="empty"], [data-search-dropdown][data-status="results"]',
    );
    expect((await dropdownRequests(page)).map((request) => request.query)).toContain('مارمولك');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads a query typed with the English layout as Persian, and says so', async () => {
    const { page, errors, context } = await open();
    await openSearch(page);
    await typeQuery(page, 'fhvhk');
    await waitForStatus(page, 'results');
    expect(await page.textContent('[data-search-dropdown] [data-corrected-query]')).toContain(
      'نتایج برای «باران»',
    );
    // The link searches the text as typed, on the full results page.
    await page.click('[data-search-dropdown] [data-search-as-typed]');
    await page.waitForURL(
      (url) => url.searchParams.get('q') === 'fhvhk' && url.searchParams.get('as_typed') === '1',
    );
    await page.waitForSelector('[data-listing-empty]');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('header search (375px)', () => {
  it('fills the header with the field and shows six titles without a more link, no sideways scroll', async () => {
    const { page, errors, context } = await open(viewports.mobile);
    await openSearch(page);
    await typeQuery(page, 'man');
    await waitForStatus(page, 'results');
    expect(await page.$$eval('[data-search-title]', (options) => options.length)).toBe(6);
    expect(await page.$('[data-search-more]')).toBeNull();
    const box = await page.locator('[data-search-dropdown]').boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.click('[data-search-tab="people"]');
    await page.waitForSelector('[data-search-dropdown][data-stage="personResults"][data-status="results"]');
    // The trim to six is a desktop rule: all ten people show on a phone.
    expect(await page.$$eval('[data-search-person]', (options) => options.length)).toBe(10);
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-search-open]');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
