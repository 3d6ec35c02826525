import type { TitleDetail } from '@pardeh/contract';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { findDemoTitle } from './support/demo-catalogue.ts';
import { playPast } from './support/playback.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
let film: TitleDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  // A demo film with free files; each plays the same 6-second clip.
  film = await findDemoTitle('Forrest Gump');
});
afterAll(() => browser?.close());

const freeFile = () => {
  const found = film.files.items.find((file) => file.language === 'original' && !file.premiumOnly);
  if (!found) throw new Error('no free original file');
  return found;
};
const watchPath = () => `/watch/${film.imdbId ?? film.id}/${freeFile().id}`;

/** The next progress report the page sends with `event`, once the API has answered it. */
const progressReport = (page: Page, event: string): Promise<Response> =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/user/progress') &&
      response.request().method() === 'POST' &&
      (response.request().postData() ?? '').includes(`"event":"${event}"`),
  );

const videoTime = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('video[data-video-player]')?.currentTime ?? 0);

describe('watch progress and history', () => {
  it('plays, resumes from continue watching, finishes into history (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await signInAs(page);

    // Play a little, pause: the pause is reported.
    await page.goto(appUrl(watchPath()));
    await playPast(page, 2);
    const paused = progressReport(page, 'pause');
    await page.evaluate(() => document.querySelector<HTMLVideoElement>('video[data-video-player]')?.pause());
    expect((await paused).status()).toBe(200);
    const position = Math.floor(await videoTime(page));

    // Leave: the home page's continue-watching row has it.
    await page.goto(appUrl('/'));
    const card = page.locator(`[data-row="continue-watching"] [data-continue-watching="${freeFile().id}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain('فارست گامپ');
    expect(Number(await card.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(await horizontalOverflow(page)).toBe(0);

    // Open it again: it resumes from the saved position, with a "from the start" choice.
    await card.click();
    await page.waitForURL(`**${watchPath()}`);
    const resumed = page.locator('[data-resumed-at]');
    await resumed.waitFor();
    expect(Number(await resumed.getAttribute('data-resumed-at'))).toBe(position);
    expect(await videoTime(page)).toBeGreaterThanOrEqual(position);
    await page.getByRole('button', { name: 'پخش از ابتدا' }).click();
    await resumed.waitFor({ state: 'detached' });
    expect(await videoTime(page)).toBeLessThan(position);

    // Finish it: seek near the end and let it end; the end is reported and becomes history.
    const stopped = progressReport(page, 'stop');
    await page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('video[data-video-player]');
      if (!video) return;
      video.muted = true;
      video.currentTime = video.duration - 0.5;
      void video.play().catch(() => {});
    });
    // (The body of a keepalive request's answer is not readable here: the history page shows it.)
    expect((await stopped).status()).toBe(200);

    await page.goto(appUrl('/user/history'));
    const entry = page.locator('[data-history-entry]');
    await entry.first().waitFor();
    expect(await entry.count()).toBe(1);
    const text = (await entry.first().textContent()) ?? '';
    expect(text).toContain('فارست گامپ');
    // A Jalali date in Persian digits: «دیده‌شده در ۳ آذر ۱۴۰۵».
    expect(text).toMatch(/دیده‌شده در [۰-۹]+ [\u0600-\u06FF]+ [۰-۹]{4}/);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Clear all, after confirming.
    await page.getByRole('button', { name: 'پاک کردن همه' }).click();
    await page.getByRole('button', { name: 'بله، پاک شود' }).click();
    await page.getByText('هنوز چیزی را تا پایان تماشا نکرده‌اید.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('continue watching for visitors (1280px)', () => {
  it('a signed-out visitor never asks for it', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/')) asked.push(request.url());
    });
    await page.goto(appUrl('/'));
    // The listing rows come after the first paint, as the continue-watching row would.
    await page.locator('[data-row] [data-title-card]').first().waitFor();
    expect(asked).toEqual([]);
    expect(await page.locator('[data-row="continue-watching"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
