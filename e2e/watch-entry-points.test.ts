import type { TitleDetail, TitleResult } from '@pardeh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { apiGet } from './support/demo-catalogue.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The first title of a listing whose detail has the property asked for. */
async function findTitle(listing: string, wanted: (title: TitleDetail) => boolean): Promise<TitleDetail> {
  const results = await apiGet<TitleResult[]>(`/api/titles/search?${listing}&per_page=50`);
  for (const result of results) {
    const title = await apiGet<TitleDetail>(`/api/titles/${result.id}`);
    if (wanted(title)) return title;
  }
  throw new Error(`no title of ${listing} has the property asked for`);
}

const watchKey = (title: TitleDetail) => title.imdbId ?? String(title.id);

describe('the title page’s «تماشا»', () => {
  // Its best file overall is for subscribers, and it has free ones too: the case that went wrong.
  const withFreeAndPremium = () =>
    findTitle(
      'is_dubbed=1&order_by=votes',
      (title) => !!title.files.items[0]?.premiumOnly && title.files.items.some((file) => !file.premiumOnly),
    );

  it.each([
    ['a visitor', false],
    ['a member without premium', true],
  ] as const)('opens the best free file for %s, and it plays', async (_, signedIn) => {
    const title = await withFreeAndPremium();
    const bestFree = title.files.items.find((file) => !file.premiumOnly);
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    if (signedIn) await signInAs(page);
    await page.goto(appUrl(title.path));
    const watch = page.getByRole('link', { name: 'تماشا', exact: true });
    expect(await watch.getAttribute('href')).toBe(`/watch/${watchKey(title)}/${bestFree?.id}`);
    await watch.click();
    await page.waitForURL(appUrl(`/watch/${watchKey(title)}/${bestFree?.id}`));
    await page.waitForSelector('video[data-video-player]');
    expect(await page.$('[data-premium-gate]')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a trailer page of a title without a trailer', () => {
  it.each([
    ['desktop', viewports.desktop],
    ['mobile', viewports.mobile],
  ] as const)('says so in Persian and links back to the title (%s)', async (_, viewport) => {
    const title = await findTitle('order_by=votes', (candidate) => candidate.trailer === null);
    const { page, errors, context } = await openPage(browser, viewport);
    // The trailer call's 404 is the answer expected (Chromium logs it in the console); no other.
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto(appUrl(`/watch/trailer/${watchKey(title)}`));
    await page.waitForSelector('main h1');
    expect(await page.textContent('main h1')).toBe('این عنوان تریلری ندارد.');
    expect(await page.textContent('main')).toContain(title.titleFa ?? title.titleEn);
    const back = page.getByRole('link', { name: title.type === 'series' ? 'صفحه‌ی سریال' : 'صفحه‌ی فیلم' });
    expect(await back.getAttribute('href')).toBe(title.path);
    await back.click();
    await page.waitForURL(appUrl(title.path));
    expect(failures).toEqual([`404 /api/watch/trailer/${watchKey(title)}`]);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });
});
