import type { PersonDetail, TitleDetail, TitleResult } from '@pardeh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { apiGet } from './support/demo-catalogue.ts';
import { openSearch, typeQuery, waitForCards, waitForStatus } from './support/search-page.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A person of a well-known series credited only as its writer, found through the API. */
async function findWriterOnly(): Promise<{ series: TitleDetail; writer: PersonDetail }> {
  const series = await apiGet<TitleResult[]>('/api/titles/search?type=series&order_by=votes&per_page=30');
  for (const result of series) {
    const title = await apiGet<TitleDetail>(`/api/titles/${result.id}`);
    for (const credit of title.writers) {
      const person = await apiGet<PersonDetail>(`/api/people/${credit.id}`);
      if (person.roles.every((entry) => entry.role === 'writer')) return { series: title, writer: person };
    }
  }
  throw new Error('no demo series has a writer who only writes');
}

describe('search (1280px)', () => {
  it('ranks the full results as the dropdown does: title matches first', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/'));
    await openSearch(page);
    await typeQuery(page, 'love');
    await waitForStatus(page, 'results');
    const dropdown = await page.$$eval('[data-search-title]', (options) =>
      options.map((option) => Number(option.getAttribute('data-search-title'))),
    );
    expect(dropdown.length).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'love');
    await waitForCards(page);
    const results = await page.$$eval('[data-title-listing] [data-title-card]', (cards) =>
      cards.map((card) => Number(card.getAttribute('data-title-card'))),
    );
    expect(results.slice(0, dropdown.length)).toEqual(dropdown);
    const [first] = await apiGet<TitleResult[]>('/api/titles/search?query=love');
    expect(first?.titleEn.toLowerCase()).toMatch(/^love/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names a writer as a writer and links to their writer page', async () => {
    const { series, writer } = await findWriterOnly();
    expect(writer.path).toBe(`/people/writer/${writer.id}/${writer.slug}`);
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/'));
    await openSearch(page);
    await page.click('[data-search-tab="people"]');
    await typeQuery(page, writer.fullnameEn);
    await page.waitForSelector(`[data-search-person="${writer.id}"]`);
    const option = page.locator(`[data-search-person="${writer.id}"]`);
    expect(await option.textContent()).toContain('نویسنده');
    expect(await option.textContent()).not.toContain('بازیگر');
    expect(await option.getAttribute('href')).toBe(writer.path);
    await option.click();
    await page.waitForURL(appUrl(writer.path));
    await page.waitForSelector('main h1');
    expect(new URL(page.url()).pathname).toBe(writer.path);
    // The series page's credits link to the same page.
    await page.goto(appUrl(series.path));
    await page.waitForSelector(`main a[href="${writer.path}"]`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
