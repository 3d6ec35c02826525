import type { TitleResult } from '@pardeh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { apiGet } from './support/demo-catalogue.ts';
import { hasHorizontalScroll, waitForCards } from './support/search-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const toPersian = (year: number | null | undefined) =>
  String(year).replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

async function chooseOption(page: Page, control: string, label: string) {
  await page.click(`[data-listing-control="${control}"]`);
  await page.click(`li[role="option"]:has-text("${label}")`);
}

describe('full results (1280px)', () => {
  it('turns every control into the URL, and Back restores the previous filters', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/?order_by=votes&type=all&q=man'));
    await waitForCards(page);
    expect(await page.textContent('h1')).toContain('نتایج جست‌وجو برای «man»');

    await page.click('[data-listing-type="movie"]');
    await page.waitForURL((url) => url.searchParams.get('type') === 'movie');
    await chooseOption(page, 'order_by', 'بیشترین امتیاز');
    await page.waitForURL((url) => url.searchParams.get('order_by') === 'rating');
    await chooseOption(page, 'genre', 'درام');
    await page.waitForURL((url) => url.searchParams.get('genre') === 'drama');
    await chooseOption(page, 'year_from', '۱۹۹۰');
    await page.waitForURL((url) => url.searchParams.get('year_from') === '1990');
    await waitForCards(page);
    expect(search(page)).toEqual({
      q: 'man',
      order_by: 'rating',
      type: 'movie',
      genre: 'drama',
      year_from: '1990',
    });

    await page.click('input[data-listing-control="is_dubbed"]');
    await page.waitForURL((url) => url.searchParams.get('is_dubbed') === '1');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('is_dubbed'));
    expect(await page.isChecked('input[data-listing-control="is_dubbed"]')).toBe(false);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('year_from'));
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('genre'));
    expect(await page.textContent('[data-listing-control="order_by"]')).toContain('بیشترین امتیاز');
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('order_by') === 'votes');
    expect(await page.getAttribute('[data-listing-type="movie"]', 'aria-pressed')).toBe('true');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads a Solar Hijri year typed in the year filters as the Gregorian years it spans', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/?order_by=votes&type=all'));
    await waitForCards(page);
    // 1389 ran from March 2010 to March 2011: from its start, to its end.
    for (const [control, offered, year] of [
      ['year_from', '۲۰۱۰ (آغاز ۱۳۸۹)', '2010'],
      ['year_to', '۲۰۱۱ (پایان ۱۳۸۹)', '2011'],
    ] as const) {
      await page.fill(`[data-listing-control="${control}"]`, '۱۳۸۹');
      await page.waitForSelector(`li[role="option"]:has-text("${offered}")`);
      expect(await page.locator('li[role="option"]').allTextContents()).toEqual([offered]);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get(control) === year);
      expect(await page.inputValue(`[data-listing-control="${control}"]`)).toBe(offered.slice(0, 4));
    }
    // The listing's first page (24 cards) is the API's for Gregorian 2010 to 2011.
    const titles = await apiGet<TitleResult[]>(
      '/api/titles/search?order_by=votes&type=all&year_from=2010&year_to=2011&per_page=24',
    );
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.year === 2010 || title.year === 2011)).toBe(true);
    const expected = titles.map((title) => title.path);
    const listed = () =>
      page.$$eval('[data-title-card]', (cards) => cards.map((card) => card.getAttribute('href')));
    // Wait for the filtered page; on a timeout, show how the cards differ.
    await page
      .waitForFunction(
        (paths) =>
          [...document.querySelectorAll('[data-title-card]')]
            .map((card) => card.getAttribute('href'))
            .join() === paths.join(),
        expected,
        { timeout: 5000 },
      )
      .catch(async () => expect(await listed()).toEqual(expected));

    // An Iranian title's card shows its Hijri year, the whole «۱۳۷۹ (۲۰۰۱)» in its tooltip.
    await page.goto(appUrl(`/?order_by=votes&type=all&q=${encodeURIComponent('باران')}`));
    await waitForCards(page);
    const [baran] = await apiGet<TitleResult[]>(`/api/titles/search?query=${encodeURIComponent('باران')}`);
    const card = page.locator(`[data-title-card][href="${baran?.path}"] [data-jalali-year]`);
    expect(await card.getAttribute('title')).toBe(
      `${toPersian(baran?.jalaliYear)} (${toPersian(baran?.year)})`,
    );
    expect(await card.locator('[aria-hidden]').textContent()).toBe(toPersian(baran?.jalaliYear));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('pages through a listing with Persian page numbers, each page its own link', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/?order_by=votes&type=all&q=man'));
    await waitForCards(page);
    const firstPage = await page.getAttribute('[data-title-card]', 'href');
    const firstCardIs = (href: string | null, same: boolean) =>
      page.waitForFunction(
        ([expected, equal]) =>
          (document.querySelector('[data-title-card]')?.getAttribute('href') === expected) === equal,
        [href, same] as const,
      );
    await page.click('button[aria-label="رفتن به صفحه‌ی ۲"]');
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await firstCardIs(firstPage, false);
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await firstCardIs(firstPage, true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds «ماتریکس» from a query with the Arabic kaf and yeh', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(`/?order_by=votes&type=all&q=${encodeURIComponent('ماتريكس')}`));
    await waitForCards(page);
    expect(await page.textContent('[data-title-card]')).toContain('ماتریکس');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads a query typed with the Persian layout as English, and offers the text as typed', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(`/?order_by=votes&type=all&q=${encodeURIComponent('هدزثحفهخد')}`));
    await waitForCards(page);
    expect(await page.textContent('[data-title-listing] [data-corrected-query]')).toContain(
      'نتایج برای «inception»',
    );
    expect(await page.getAttribute('[data-title-card]', 'href')).toMatch(/\/inception$/);
    await page.click('[data-title-listing] [data-search-as-typed]');
    await page.waitForURL((url) => url.searchParams.get('as_typed') === '1');
    await page.waitForSelector('[data-listing-empty]');
    expect(await page.$('[data-corrected-query]')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('corrects a typo to a title word, and offers a correction when a text found little', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(`/?order_by=votes&type=all&q=${encodeURIComponent('the witcehr')}`));
    await waitForCards(page);
    expect(await page.textContent('[data-title-listing] [data-corrected-query]')).toContain(
      'نتایج برای «the witcher»',
    );
    // «تهران» misspelt: found inside a word or two, and the correction finds more.
    await page.goto(appUrl('/?order_by=votes&type=all&q=teran'));
    const suggestion = page.locator('[data-title-listing] [data-suggested-query] a');
    expect(await suggestion.textContent()).toContain('tehran');
    await suggestion.click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'tehran');
    // The previous answer stays on screen, dimmed, until the correction's arrives: then the
    // suggestion goes, and more titles are listed.
    await page.waitForSelector('[data-suggested-query]', { state: 'detached' });
    expect(Number(await page.getAttribute('[data-listing-total]', 'data-listing-total'))).toBeGreaterThan(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so when nothing matches', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/?order_by=votes&type=all&q=zzqxj'));
    await page.waitForSelector('[data-listing-empty]');
    expect(await page.textContent('[data-listing-empty]')).toContain('متاسفانه موردی یافت نشد');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('full results (375px)', () => {
  it('lists the results and series without sideways scroll', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl('/?order_by=votes&type=all&q=man'));
    await waitForCards(page);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.click('[data-listing-type="series"]');
    await page.waitForURL((url) => url.searchParams.get('type') === 'series');
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.goto(appUrl('/tv'));
    await page.waitForSelector('[data-title-listing]');
    expect(await page.textContent('h1')).toContain('سریال‌ها');
    expect(await page.$('[data-listing-type]')).toBeNull();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
