import type { TitleDetail, TitleResult } from '@pardeh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { apiGet, findDemoTitle, registerDemoUser } from './support/demo-catalogue.ts';
import { scrollDownThePage } from './support/scroll.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

let browser: Browser;
let film: TitleDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  film = await findDemoTitle('Forrest Gump');
});
afterAll(() => browser?.close());

const key = () => film.imdbId ?? String(film.id);

describe.each([
  ['desktop', viewports.desktop],
  ['mobile', viewports.mobile],
] as const)('title page (%s)', (_name, viewport) => {
  it('shows a well-known film and its links lead to the right pages', async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto(appUrl(film.path));
    await page.waitForSelector('h1#title-heading');
    expect(await page.locator('h1').textContent()).toBe('فارست گامپ');
    const hero = (await page.locator('section[aria-labelledby="title-heading"]').textContent()) ?? '';
    for (const text of ['Forrest Gump', '۱۹۹۴', 'درام', 'رأی', 'دوبله‌ی فارسی']) expect(hero).toContain(text);
    const rating = String(film.rating)
      .replace('.', '٫')
      .replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? '');
    expect(await page.locator('[data-imdb-rating]').first().getAttribute('aria-label')).toBe(
      `امتیاز IMDb: ${rating}`,
    );
    expect(await page.locator('[data-rt-meter]').first().getAttribute('data-rt-meter')).toBe('fresh');
    expect(await page.title()).toContain('فارست گامپ');

    const href = (name: string) => page.getByRole('link', { name, exact: true }).first().getAttribute('href');
    expect(await href('درام')).toBe(`/?genre=${film.genres.find((genre) => genre.titleFa === 'درام')?.id}`);
    expect(await href('تماشای تریلر')).toBe(`/watch/trailer/${key()}`);
    expect(await href('دانلود و فایل‌ها')).toBe(`/titles/${film.id}/files`);
    // A visitor's «تماشا» opens the best file they may play: the best free one.
    expect(await href('تماشا')).toBe(
      `/watch/${key()}/${film.files.items.find((file) => !file.premiumOnly)?.id}`,
    );
    const director = film.directors[0];
    expect(await page.locator('a[data-person-link]').first().getAttribute('href')).toBe(director?.path);
    // Signed out, watchlist, like and dislike lead to login and back.
    expect(
      await page
        .locator('a[data-library-action]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(Array(3).fill(`/auth/login?redirect=${encodeURIComponent(film.path)}`));
    expect(await page.getByRole('link', { name: 'افزودن به ذخیره‌شده‌ها' }).count()).toBe(1);
    // Similar titles and comments render as the visitor scrolls towards them.
    await scrollDownThePage(page);
    await page.waitForSelector(
      '#title-similar ~ ul [data-title-card], section[aria-labelledby="title-similar"] [data-title-card]',
    );
    await page.waitForSelector('section[aria-labelledby="title-comments"] >> text=هنوز نظری');

    // Following links: the person page, then back, then the trailer.
    await page.locator('a[data-person-link]').first().click();
    await page.waitForURL(`**${director?.path}`);
    await page.waitForSelector('h1#person-heading');
    await page.goBack();
    await page.getByRole('link', { name: 'تماشای تریلر' }).click();
    await page.waitForURL(`**/watch/trailer/${key()}`);
    await page.waitForSelector('video[data-video-player]');
    await page.goBack();
    await page.getByRole('link', { name: 'درام', exact: true }).first().click();
    await page.waitForURL(/\/\?genre=\d+$/);
    await page.goto(appUrl(film.path));
    await page.waitForSelector('h1#title-heading');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the files page groups the files by language and quality, each leading to its watch page', async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto(appUrl(`/titles/${film.id}/files`));
    await page.waitForSelector('[data-file-group]');
    expect(
      await page
        .locator('[data-file-group]')
        .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-file-group'))),
    ).toEqual(['original', 'dubbed', 'subtitled']);
    const original = page.locator('[data-file-group="original"] [data-file]');
    expect(await original.count()).toBe(3);
    const text = (await page.locator('[data-file-group="original"]').textContent()) ?? '';
    expect(text.indexOf('1080p')).toBeLessThan(text.indexOf('720p'));
    expect(text.indexOf('720p')).toBeLessThan(text.indexOf('480p'));
    expect(text).toContain('کیلوبایت');
    expect(text).toContain('ویژه‌ی مشترکان');
    await page.getByRole('link', { name: 'تماشای نسخه‌ی دوبله‌ی فارسی · 720p' }).click();
    await page.waitForURL(/\/watch\/[^/]+\/\d+$/);
    await page.waitForSelector('video[data-video-player], [data-premium-gate]');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('screenshots: login first when signed out; a gallery and a full-screen viewer when signed in', async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto(appUrl(`/screenshots/${film.id}`));
    await page.waitForURL(`**/auth/login?redirect=${encodeURIComponent(`/screenshots/${film.id}`)}`);
    const token = await registerDemoUser();
    await context.addCookies([{ name: 'token', value: token, url: appUrl('/') }]);
    await page.goto(appUrl(`/screenshots/${film.id}`));
    await page.waitForSelector('[data-screenshot]');
    expect(await page.locator('[data-screenshot]').count()).toBe(film.screenshotsCount);
    await page.locator('[data-screenshot="0"]').click();
    await page.waitForSelector('[data-screenshot-viewer] img');
    expect(await page.locator('[data-screenshot-viewer]').textContent()).toContain(`۱ از ۳`);
    await page.keyboard.press('ArrowLeft');
    await page.waitForSelector('[data-screenshot-viewer] >> text=۲ از ۳');
    await page.getByRole('button', { name: 'تصویر قبلی' }).click();
    await page.waitForSelector('[data-screenshot-viewer] >> text=۱ از ۳');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-screenshot-viewer]', { state: 'detached' });
    expect(await horizontalOverflow(page)).toBe(0);
    // Signed in, the watchlist, like and dislike buttons are toggles showing the viewer's state.
    await page.goto(appUrl(film.path));
    await page.waitForSelector('button[data-library-action][aria-pressed]');
    expect(
      await page
        .locator('button[data-library-action]')
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-pressed'))),
    ).toEqual(['false', 'false', 'false']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('addresses (1280px): the path is about the route, not the layout', () => {
  it('a wrong slug is replaced by the canonical path; an unknown id shows the not-found page', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(`/titles/${film.id}/not-the-slug?dub=1`));
    await page.waitForURL(`**${film.path}?dub=1`);
    await page.waitForSelector('h1#title-heading');
    expect(await page.evaluate(() => history.length)).toBe(2);
    await page.goto(appUrl('/titles/99999999/nothing'));
    await page.waitForSelector('text=این صفحه پیدا نشد');
    // The unknown id's 404 is the API's answer the page turns into the not-found page.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('series and accessibility (1280px)', () => {
  it('a series shows its seasons and episodes', async () => {
    const series = await apiGet<TitleResult[]>('/api/titles/search?resource=titles&type=series&per_page=1');
    // The demo catalogue's series come from data/demo-series.json.
    expect(series.length).toBeGreaterThan(0);
    const detail = await apiGet<TitleDetail>(`/api/titles/${series[0]?.id}`);
    const { page, errors, context: browserContext } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(detail.path));
    await page.waitForSelector('section[aria-labelledby="title-seasons"]');
    if (detail.seasons[0]?.episodes.length) await page.waitForSelector('[data-episode]');
    expect(errors).toEqual([]);
    await browserContext.close();
  });

  it('the title and files pages have no serious or critical accessibility violation', async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(film.path));
    await scrollDownThePage(page);
    await page.waitForSelector('section[aria-labelledby="title-similar"] [data-title-card]');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(appUrl(`/titles/${film.id}/files`));
    await page.waitForSelector('[data-file-group]');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
