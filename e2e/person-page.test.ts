import type { PersonDetail, PersonResult } from '@pardeh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { apiGet } from './support/demo-catalogue.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

let browser: Browser;
let person: PersonDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  // A director with more credits than one filmography page holds (12).
  const [found] = await apiGet<PersonResult[]>('/api/people/search?query=Steven%20Spielberg');
  if (!found) throw new Error('the demo catalogue has no Steven Spielberg');
  person = await apiGet<PersonDetail>(`/api/people/${found.id}`);
});
afterAll(() => browser?.close());

const cardIds = (page: import('playwright-core').Page) =>
  page
    .locator('[data-filmography] [data-title-card]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-title-card')));

describe('person page', () => {
  it('shows the person, a filmography by role sortable by year or votes, and pages through it (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl(person.path));
    await page.waitForSelector('[data-filmography] [data-title-card]');
    expect(await page.locator('h1').textContent()).toBe(person.fullnameFa ?? person.fullnameEn);
    expect(await page.locator('[data-role-tab="director"]').textContent()).toMatch(/کارگردان \([۰-۹]+\)/);
    const firstPage = await cardIds(page);
    expect(firstPage).toHaveLength(12);

    // Sorted by year: the newest first, as the API orders it.
    const byYear = person.filmography.data.map((entry) => String(entry.title.id));
    expect(firstPage.slice(0, byYear.length)).toEqual(byYear.slice(0, 12));

    await page.getByRole('button', { name: 'صفحه‌ی ۲', exact: false }).first().click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => cardIds(page)).not.toEqual(firstPage);
    const secondPage = await cardIds(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);

    await page.locator('button[data-order="votes"]').click();
    await page.waitForURL(/order_by=votes/);
    expect(page.url()).not.toMatch(/page=/);
    const best = person.bestDirected?.id;
    await expect.poll(async () => (await cardIds(page))[0]).toBe(String(best));

    await page.locator('[data-filmography] [data-title-card]').first().click();
    await page.waitForURL(/\/titles\/\d+\/[^/]+$/);
    await page.waitForSelector('h1#title-heading');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('addresses (1280px): the path is about the route, not the layout', () => {
  it('a wrong role or slug is replaced by the canonical path, keeping the query', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(`/people/actor/${person.id}/wrong?order_by=votes`));
    await page.waitForURL(`**${person.path}?order_by=votes`);
    await page.waitForSelector('[data-filmography] [data-title-card]');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('person page accessibility (1280px)', () => {
  it('has no serious or critical violation', async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(person.path));
    await page.waitForSelector('[data-filmography] [data-title-card]');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
