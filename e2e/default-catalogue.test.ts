import type { ComingSoonItem, TitleDetail, TitleResult } from '@pardeh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { apiGet } from './support/demo-catalogue.ts';
import { seriousViolations } from './support/serious-violations.ts';

const PERSIAN = /[\u0600-\u06FF]/;
let browser: Browser;
let baran: TitleDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  // Baran (2001), one of the Wikidata Iranian films, found by its IMDb id.
  const [found] = await apiGet<TitleResult[]>('/api/titles/search?query=tt0233841');
  if (!found) throw new Error('the default catalogue has no Baran');
  baran = await apiGet<TitleDetail>(`/api/titles/${found.id}`);
});
afterAll(() => browser?.close());

/** What a visitor of a fresh install meets: the open catalogue, Persian first. */
describe('default catalogue', () => {
  it('leads the home page with Persian names: an Iranian first slide and Persian-named new titles (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl('/'));
    await page.waitForSelector('section[data-row="/?order_by=newest"] a[data-title-card]');
    expect(await page.locator('h2').first().textContent()).toMatch(PERSIAN);
    const names = await page
      .locator('section[data-row="/?order_by=newest"] a[data-title-card]')
      .evaluateAll((cards) => cards.slice(0, 10).map((card) => card.textContent ?? ''));
    expect(names.filter((name) => PERSIAN.test(name)).length).toBeGreaterThanOrEqual(7);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an Iranian film with its Persian title and the Persian names of its people (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(baran.path));
    await page.waitForSelector('h1#title-heading');
    expect(await page.locator('h1').textContent()).toBe('باران');
    const director = page.getByRole('link', { name: /مجید مجیدی/ }).first();
    await director.click();
    await page.waitForSelector('[data-filmography] [data-title-card]');
    expect(await page.locator('h1').textContent()).toBe('مجید مجیدی');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('English descriptions (1280px)', () => {
  it('marks an English description as English on a title without a Persian one', async () => {
    const [title] = await apiGet<TitleResult[]>('/api/titles/search?query=tt0468569');
    const detail = await apiGet<TitleDetail>(`/api/titles/${title?.id}`);
    expect(detail.plotFa).toBeNull();
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(detail.path));
    await page.waitForSelector('[data-english-note]');
    const plot = page.locator('section[aria-labelledby="title-plot"] [lang="en"]').last();
    expect(await plot.textContent()).toBe(detail.plotEn);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('coming soon', () => {
  it('holds only titles whose release date is still ahead', async () => {
    const items = await apiGet<ComingSoonItem[]>('/api/titles/comingsoon?per_page=50');
    const today = new Date().toISOString().slice(0, 10);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(item.expectedReleaseDate === null || item.expectedReleaseDate > today).toBe(true);
  });
});
