import type { TitleDetail, TitleResult } from '@pardeh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { apiGet } from './support/demo-catalogue.ts';
import { openSearch, typeQuery, waitForStatus } from './support/search-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LATIN = /^[A-Za-z]/;

/**
 * Every line under `root` cut with an ellipsis whose text is Latin: its text and whether its first
 * letter is inside the line's box. A Latin name laid out right to left overflows at its start, so
 * its first letters are the ones cut off ("…unt for Red October").
 */
function cutLatinLines(page: Page, root: string) {
  return page.evaluate(
    ({ root, latin }) =>
      [...document.querySelectorAll<HTMLElement>(`${root} *`)]
        .filter(
          (element) =>
            getComputedStyle(element).textOverflow === 'ellipsis' &&
            element.scrollWidth > element.clientWidth + 1,
        )
        .flatMap((element) => {
          const text = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode();
          if (!text?.textContent || !new RegExp(latin).test(text.textContent.trim())) return [];
          const range = document.createRange();
          range.setStart(text, 0);
          range.setEnd(text, 1);
          const first = range.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          return [
            {
              text: element.textContent,
              firstLetterShown: first.left >= box.left - 1 && first.right <= box.right + 1,
            },
          ];
        }),
    { root, latin: LATIN.source },
  );
}

/** The words under `root` that are laid out on more than one line: broken mid-word. */
function brokenWords(page: Page, root: string) {
  return page.evaluate((root) => {
    const broken: string[] = [];
    for (const container of document.querySelectorAll(root)) {
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        const content = text.textContent ?? '';
        for (const match of content.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, root);
}

describe('Latin text in the right-to-left layout', () => {
  it('cuts long English titles on cards at their end (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl('/?type=movie'));
    await page.waitForSelector('[data-title-card]');
    const cut = await cutLatinLines(page, '[data-title-card]');
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.filter((line) => !line.firstLetterShown)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('cuts long English titles in the search dropdown at their end, and breaks no word on its posters', async () => {
    const films = await apiGet<TitleResult[]>('/api/titles/search?order_by=votes&type=movie&per_page=50');
    const long = films.find((film) => film.titleEn.length >= 40 && LATIN.test(film.titleEn));
    if (!long) throw new Error('the demo catalogue has no long English title among its best-known films');
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl('/'));
    await openSearch(page);
    await typeQuery(page, long.titleEn, 10);
    await waitForStatus(page, 'results');
    await page.waitForSelector(`[data-search-title="${long.id}"]`);
    const cut = await cutLatinLines(page, '[data-search-title]');
    expect(cut.map((line) => line.text)).toContain(long.titleEn);
    expect(cut.filter((line) => !line.firstLetterShown)).toEqual([]);
    expect(await brokenWords(page, '[data-search-title] [data-poster="placeholder"]')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('writes an age rating such as PG-13 with its Latin digits', async () => {
    const films = await apiGet<TitleResult[]>('/api/titles/search?order_by=votes&type=movie&per_page=20');
    let film: TitleDetail | undefined;
    for (const result of films) {
      const detail = await apiGet<TitleDetail>(`/api/titles/${result.id}`);
      if (detail.ageRating && /\d/.test(detail.ageRating)) {
        film = detail;
        break;
      }
    }
    if (!film?.ageRating) throw new Error('no best-known demo film has an age rating with digits');
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(film.path));
    const rating = page.locator(`main span[aria-label^="رده"][aria-label$=": ${film.ageRating}"]`);
    expect(await rating.textContent()).toBe(film.ageRating);
    expect(errors).toEqual([]);
    await context.close();
  });
});
