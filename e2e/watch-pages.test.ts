import type { TitleDetail } from '@pardeh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { findDemoTitle } from './support/demo-catalogue.ts';
import { playPast } from './support/playback.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

let browser: Browser;
let film: TitleDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  // A demo film with free and premium files in every language, and a trailer.
  film = await findDemoTitle('Forrest Gump');
});
afterAll(() => browser?.close());

const key = () => film.imdbId ?? String(film.id);
const fileOf = (language: string, quality: string, premiumOnly: boolean) => {
  const found = film.files.items.find(
    (file) => file.language === language && file.quality === quality && file.premiumOnly === premiumOnly,
  );
  if (!found) throw new Error(`no ${language} ${quality} file`);
  return found;
};

describe.each([
  ['desktop', viewports.desktop],
  ['mobile', viewports.mobile],
] as const)('trailer and watch pages (%s)', (_name, viewport) => {
  it('the trailer page plays the trailer and links back to the title', async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto(appUrl(`/watch/trailer/${key()}`));
    await playPast(page, 1);
    expect(await page.locator('h1').textContent()).toContain('فارست گامپ');
    expect(await page.getByRole('link', { name: 'صفحه‌ی فیلم' }).getAttribute('href')).toBe(film.path);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the watch page plays a WebM file and an HLS playlist, with Persian control labels', async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto(appUrl(`/watch/${key()}/${fileOf('original', '480p', false).id}`));
    await playPast(page, 1);
    for (const label of ['توقف (k یا فاصله)', 'تمام‌صفحه (f)']) {
      expect(await page.getByRole('button', { name: label }).count()).toBe(1);
    }
    expect(await page.getByRole('slider', { name: 'جابه‌جایی در زمان ویدیو' }).count()).toBe(1);
    // The 720p original is the HLS rendition. A version's qualities have no links of their own under
    // the player any more: its quality menu switches to it in place, on the same address.
    expect(await page.getByRole('link', { name: /زبان اصلی · 720p/ }).count()).toBe(0);
    const address = page.url();
    await page.click('[data-settings-button]');
    await page.click('[role="menu"] li:has-text("کیفیت")');
    await page.getByRole('menuitemradio', { name: '۷۲۰p', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.currentSrc ?? ''))
      .toMatch(/m3u8|^blob:/);
    await playPast(page, 1);
    expect(page.url()).toBe(address);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a premium-only file shows the go-premium prompt instead of a player to a visitor', async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await page.goto(appUrl(`/watch/${key()}/${fileOf('original', '1080p', true).id}`));
    await page.waitForSelector('[data-premium-gate]');
    expect(await page.locator('video').count()).toBe(0);
    await page.getByRole('link', { name: 'خرید اشتراک ویژه' }).click();
    await page.waitForURL(/\/(gopremium|auth\/login)/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('player keyboard and volume (1280px)', () => {
  it('space pauses, ArrowLeft seeks forward in RTL, m toggles mute, and the volume is remembered', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(`/watch/${key()}/${fileOf('original', '480p', false).id}`));
    await playPast(page, 1);
    const video = () =>
      page.evaluate(() => {
        const element = document.querySelector('video') as HTMLVideoElement;
        return {
          paused: element.paused,
          time: element.currentTime,
          muted: element.muted,
          volume: element.volume,
        };
      });
    await page.locator('[role="region"][aria-label^="پخش‌کننده"]').focus();
    await page.keyboard.press(' ');
    await expect.poll(async () => (await video()).paused).toBe(true);
    await page.evaluate(() => {
      (document.querySelector('video') as HTMLVideoElement).currentTime = 0;
    });
    await page.keyboard.press('ArrowLeft');
    // The clip is 6 s long: a 10 s step forward stops at its end.
    await expect.poll(async () => (await video()).time).toBeGreaterThan(5);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await video()).time).toBeLessThan(1);
    await page.keyboard.press('m');
    await expect.poll(async () => (await video()).muted).toBe(false);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await video()).volume).toBeCloseTo(0.8, 5);
    await page.reload();
    await page.waitForSelector('video[data-video-player]');
    await expect.poll(async () => (await video()).volume).toBeCloseTo(0.8, 5);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the watch page has no serious or critical accessibility violation', async () => {
    const { page, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(`/watch/${key()}/${fileOf('original', '480p', false).id}`));
    await page.waitForSelector('video[data-video-player]');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(appUrl(`/watch/${key()}/${fileOf('original', '1080p', true).id}`));
    await page.waitForSelector('[data-premium-gate]');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
