import type { TitleDetail } from '@pardeh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { findDemoTitle } from './support/demo-catalogue.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

let browser: Browser;
let breakingBad: TitleDetail;
let friends: TitleDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  breakingBad = await findDemoTitle('Breaking Bad');
  friends = await findDemoTitle('Friends');
});
afterAll(() => browser?.close());

const episodes = 'section[aria-labelledby="title-seasons"] [data-episode]';

describe('series pages', () => {
  it('/tv lists the demo series and a card leads to the series page (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl('/tv'));
    await page.waitForSelector('a[data-title-card]');
    expect(await page.locator('h1').textContent()).toContain('سریال');
    const card = page.locator(`a[data-title-card][href="${breakingBad.path}"]`).first();
    await card.waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await card.click();
    await page.waitForURL(`**${breakingBad.path}`);
    await page.waitForSelector('h1#title-heading');
    expect(await page.locator('h1').textContent()).toBe('بریکینگ بد');
    await page.waitForSelector(episodes);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows seasons and episodes, switches season, and an episode plays (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(breakingBad.path));
    await page.waitForSelector(episodes);
    const seasons = page.getByRole('group', { name: 'انتخاب فصل' }).getByRole('button');
    expect(await seasons.allTextContents()).toEqual(['فصل ۱', 'فصل ۲', 'فصل ۳', 'فصل ۴', 'فصل ۵']);
    expect(await seasons.first().getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator(episodes).count()).toBe(7);
    expect(await page.locator(episodes).first().textContent()).toContain('قسمت ۱');

    // Season 5 has 16 episodes: the first 12 show until the viewer asks for all.
    await page.click('button[data-season="5"]');
    await page.waitForSelector('[data-episode="12"]');
    expect(await page.locator(episodes).count()).toBe(12);
    await page.getByRole('button', { name: 'نمایش همه‌ی ۱۶ قسمت' }).click();
    await page.waitForSelector('[data-episode="16"]');
    expect(await page.locator(episodes).count()).toBe(16);
    expect(await page.getByRole('link', { name: /^تماشای قسمت/ }).count()).toBe(0);

    // Season 1's first episodes play the sample clip.
    await page.click('button[data-season="1"]');
    await page.waitForSelector('[data-episode="7"]');
    const watch = page.getByRole('link', { name: 'تماشای قسمت ۱' });
    const firstEpisode = breakingBad.seasons[0]?.episodes[0];
    expect(await watch.getAttribute('href')).toBe(`/watch/${breakingBad.imdbId}/${firstEpisode?.fileId}`);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await watch.click();
    await page.waitForURL(`**/watch/${breakingBad.imdbId}/${firstEpisode?.fileId}`);
    await page.waitForSelector('video[data-video-player]');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ten seasons fit in a sideways-scrolling row without widening the page (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl(friends.path));
    await page.waitForSelector(episodes);
    await page.click('button[data-season="10"]');
    await page.waitForSelector('button[data-season="10"][aria-pressed="true"]');
    expect(await page.locator('section[aria-labelledby="title-seasons"] p').first().textContent()).toBe(
      'فصل ۱۰، ۱۸ قسمت',
    );
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
