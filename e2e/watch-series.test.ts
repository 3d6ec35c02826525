import type { PlaybackMarker, TitleDetail, WatchFile } from '@pardeh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { findDemoTitle } from './support/demo-catalogue.ts';
import { playPast } from './support/playback.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
let series: TitleDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  // The demo series whose season 1 opens with three playable episodes (the 6-second sample clip).
  series = await findDemoTitle('Breaking Bad');
});
afterAll(() => browser?.close());

const seasonOne = () => {
  const season = series.seasons.find((item) => item.number === 1);
  if (!season) throw new Error('Breaking Bad has no season 1');
  return season;
};
const watchPathOf = (fileId: number) => `/watch/${series.imdbId}/${fileId}`;
const episodeNumbered = (number: number) => {
  const episode = seasonOne().episodes.find((item) => item.number === number);
  if (!episode?.fileId) throw new Error(`Breaking Bad 1×${number} has no file`);
  return { ...episode, fileId: episode.fileId, path: watchPathOf(episode.fileId) };
};
/** «قسمت ۲» followed by the episode's name where it has one (the demo's episodes have none). */
const episodeTitle = (place: string, episode: { nameFa: string | null; nameEn: string | null }) => {
  const name = episode.nameFa ?? episode.nameEn;
  return name ? `${place}: ${name}` : place;
};

/** Closes the page's context; a watch answer still being read through page.route is let go. */
async function closePage(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().close();
}

/**
 * The watch answer as the API gives it, with the skip markers a test needs: the demo files have
 * none confirmed, and setting them through the console would change the shared demo catalogue
 * under the other tests.
 */
async function answerWatchWith(page: Page, markers: PlaybackMarker[] = []) {
  await page.route(`**/api/watch/${series.imdbId}/*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: WatchFile };
    body.data.markers = markers;
    await route.fulfill({ response, json: body });
  });
}

/** Mutes and plays whatever video is there, then moves it to `seconds`. */
const seekVideo = (page: Page, seconds: number) =>
  page.evaluate((time) => {
    const video = document.querySelector<HTMLVideoElement>('video[data-video-player]');
    if (!video) throw new Error('no video');
    video.muted = true;
    video.currentTime = Math.min(time, video.duration);
    if (video.paused) void video.play().catch(() => {});
  }, seconds);

const videoDuration = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLVideoElement>('video[data-video-player]')?.duration ?? 0);

/**
 * One second of the page's (installed) clock, then a few message-channel hops so React renders
 * what the timers changed and arms its next timer: React's scheduler posts messages, which the
 * fake clock leaves alone.
 */
async function advanceOneSecond(page: Page) {
  await page.clock.runFor(1000);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        let hops = 0;
        channel.port1.onmessage = () => {
          hops += 1;
          if (hops < 4) channel.port2.postMessage(0);
          else resolve();
        };
        channel.port2.postMessage(0);
      }),
  );
}

const upNext = '[data-up-next]';

describe.each([
  ['desktop', viewports.desktop],
  ['mobile', viewports.mobile],
] as const)('watching a series (%s)', (_name, viewport) => {
  it('names the episode and lists the season in the player, each episode a link', async () => {
    const { page, errors } = await openPage(browser, viewport);
    await answerWatchWith(page);
    const first = episodeNumbered(1);
    const second = episodeNumbered(2);
    await page.goto(appUrl(first.path));
    await playPast(page, 0.5);
    const heading = episodeTitle('بریکینگ بد · فصل ۱ · قسمت ۱', first);
    await expect.poll(() => page.locator('h1').textContent()).toBe(heading);
    expect(await page.title()).toBe(`${heading} | پرده`);
    // The version's label stays under the heading.
    expect(await page.locator('h1 ~ p', { hasText: /^زبان اصلی · \d+p$/ }).count()).toBe(1);

    const button = page.getByRole('button', { name: 'قسمت‌ها' });
    await button.click();
    const panel = page.getByRole('dialog', { name: 'قسمت‌های فصل ۱' });
    await panel.waitFor();
    const links = panel.getByRole('link');
    expect(await links.count()).toBe(seasonOne().episodes.filter((episode) => episode.fileId).length);
    expect(await panel.locator('[aria-current="page"]').getAttribute('href')).toBe(first.path);
    expect(await panel.locator('[data-episode-number="4"]').textContent()).toContain('هنوز فایلی ندارد');
    // The current episode takes the focus; Escape closes the panel and gives it back to the button.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-current')))
      .toBe('page');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-episode-list-button'))).toBe(
      true,
    );

    // By keyboard: Enter opens it again, Tab reaches the next episode's link, Enter plays it.
    await page.keyboard.press('Enter');
    await panel.waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(second.path);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${second.path}`);
    await expect
      .poll(() => page.locator('h1').textContent())
      .toBe(episodeTitle('بریکینگ بد · فصل ۱ · قسمت ۲', second));
    await playPast(page, 0.5);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

// At 375 px only: the phone's card is the tight layout; the desktop's card is the one the
// 1280 px tests below cancel, switch off and play from.
describe('the up-next countdown (375px)', () => {
  const viewport = viewports.mobile;
  it('near the end an up-next card counts down and plays the next episode', async () => {
    const { page, errors } = await openPage(browser, viewport);
    await answerWatchWith(page);
    const first = episodeNumbered(1);
    const second = episodeNumbered(2);
    await page.goto(appUrl(first.path));
    await playPast(page, 0.5);
    expect(await page.locator(upNext).count()).toBe(0);
    // Without a credits marker the end is the last 20 s, but never the first half: on the demo's
    // 6-second clip this seek lands at the start, and the card waits for the second half.
    await seekVideo(page, Math.max(0, (await videoDuration(page)) - 15));
    const card = page.locator(upNext);
    await card.waitFor();
    expect(await card.textContent()).toContain(episodeTitle('قسمت ۲', second));
    expect(await card.textContent()).toContain('پخش قسمت بعد تا ۱۰ ثانیه‌ی دیگر');
    expect(await page.getByRole('switch', { name: 'پخش خودکار قسمت بعد' }).isChecked()).toBe(true);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.waitForSelector(`${upNext} [data-countdown="8"]`, { timeout: 15_000 });
    await page.waitForURL(`**${second.path}`, { timeout: 20_000 });
    await expect.poll(() => page.locator('h1').textContent()).toContain('قسمت ۲');
    // The next episode starts by itself: nothing here presses play.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0), { timeout: 15_000 })
      .toBeGreaterThan(0.3);
    // The card that counted down has gone (episode 2's own, for episode 3, comes at its end).
    expect(await page.locator(upNext, { hasText: 'قسمت ۲' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

describe('the end of an episode (1280px)', () => {
  it('cancel stops the countdown, and «قسمت بعد» plays the next episode during the credits', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    await page.clock.install();
    await answerWatchWith(page, [{ kind: 'credits', start: 4, end: 6 }]);
    const first = episodeNumbered(1);
    const second = episodeNumbered(2);
    await page.goto(appUrl(first.path));
    await playPast(page, 0.5);
    await seekVideo(page, 4.2);
    await page.waitForSelector(`${upNext} [data-countdown="10"]`);
    await advanceOneSecond(page);
    await page.waitForSelector(`${upNext} [data-countdown="9"]`);
    await page.getByRole('button', { name: 'لغو' }).click();
    await page.locator(upNext).waitFor({ state: 'detached' });
    const next = page.getByRole('link', { name: 'قسمت بعد' });
    await next.waitFor();
    for (let second = 0; second < 12; second += 1) await advanceOneSecond(page);
    expect(new URL(page.url()).pathname).toBe(first.path);
    expect(await page.locator(upNext).count()).toBe(0);
    await next.click();
    await page.waitForURL(`**${second.path}`);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a visitor who turns autoplay off keeps it off, and the card waits for «پخش»', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    await page.clock.install();
    await answerWatchWith(page, [{ kind: 'credits', start: 4, end: 6 }]);
    const first = episodeNumbered(1);
    const second = episodeNumbered(2);
    await page.goto(appUrl(first.path));
    await playPast(page, 0.5);
    await seekVideo(page, 4.2);
    await page.locator(upNext).waitFor();
    await page.getByRole('switch', { name: 'پخش خودکار قسمت بعد' }).uncheck();
    await page.locator(`${upNext} [data-countdown]`).waitFor({ state: 'detached' });

    await page.reload();
    await playPast(page, 0.5);
    await seekVideo(page, 4.2);
    const card = page.locator(upNext);
    await card.waitFor();
    expect(await page.getByRole('switch', { name: 'پخش خودکار قسمت بعد' }).isChecked()).toBe(false);
    expect(await card.locator('[data-countdown]').count()).toBe(0);
    expect(await card.getByRole('button', { name: 'بستن' }).count()).toBe(1);
    for (let second = 0; second < 12; second += 1) await advanceOneSecond(page);
    expect(new URL(page.url()).pathname).toBe(first.path);
    await card.getByRole('button', { name: 'پخش' }).click();
    await page.waitForURL(`**${second.path}`);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('a signed-in viewer’s autoplay choice is kept in their playback preferences', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    await signInAs(page);
    await answerWatchWith(page, [{ kind: 'credits', start: 4, end: 6 }]);
    await page.goto(appUrl(episodeNumbered(1).path));
    await playPast(page, 0.5);
    await seekVideo(page, 4.2);
    await page.locator(upNext).waitFor();
    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith('/api/user/playback-preferences'),
    );
    await page.getByRole('switch', { name: 'پخش خودکار قسمت بعد' }).uncheck();
    const request = await saved;
    expect(request.postDataJSON()).toEqual({ autoplayNext: false });
    expect((await request.response())?.status()).toBe(200);
    // Nothing on the device: the next visit reads it from the account.
    expect(await page.evaluate(() => localStorage.getItem('pardeh-autoplay-next'))).toBeNull();
    await page.reload();
    await playPast(page, 0.5);
    await seekVideo(page, 4.2);
    await page.locator(upNext).waitFor();
    await expect
      .poll(() => page.getByRole('switch', { name: 'پخش خودکار قسمت بعد' }).isChecked())
      .toBe(false);
    await closePage(page);
  });

  it('a skip-intro button seeks past the intro', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    await answerWatchWith(page, [{ kind: 'intro', start: 0.5, end: 3.5 }]);
    await page.goto(appUrl(episodeNumbered(1).path));
    await playPast(page, 0.1);
    await page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('video[data-video-player]');
      if (!video) throw new Error('no video');
      video.pause();
      video.currentTime = 1;
    });
    const skip = page.getByRole('button', { name: 'رد کردن تیتراژ' });
    await skip.click();
    await expect
      .poll(() => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0))
      .toBeGreaterThanOrEqual(3.5);
    await skip.waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await closePage(page);
  });

  it('after the last playable episode the player suggests similar titles', async () => {
    const { page, errors } = await openPage(browser, viewports.desktop);
    await answerWatchWith(page);
    await page.goto(appUrl(episodeNumbered(3).path));
    await playPast(page, 0.5);
    await seekVideo(page, (await videoDuration(page)) - 1);
    const card = page.locator('[data-similar-titles]');
    await card.waitFor();
    expect(await card.getByRole('link').count()).toBeGreaterThan(0);
    // The card that counted down has gone (episode 2's own, for episode 3, comes at its end).
    expect(await page.locator(upNext, { hasText: 'قسمت ۲' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});

describe('the title page’s «تماشا» (1280px)', () => {
  it('fetches the watch answer and then its HLS playlist ahead, on hover', async () => {
    // A demo film whose first free file, the one «تماشا» opens for a visitor, is the HLS rendition.
    const film = await findDemoTitle('Forrest Gump');
    const { page, errors } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(film.path));
    const watch = page.getByRole('link', { name: 'تماشا', exact: true });
    await watch.waitFor();
    const href = await watch.getAttribute('href');
    const answer = page.waitForRequest((request) => request.url().endsWith(`/api${href}`));
    await watch.hover();
    await answer;
    const playlist = page.locator('head link[rel="prefetch"]');
    await playlist.waitFor({ state: 'attached' });
    expect(await playlist.getAttribute('href')).toMatch(/\.m3u8$/);
    // Another sign of intent fetches nothing again.
    await page.mouse.move(0, 0);
    await watch.hover();
    await watch.focus();
    expect(await page.locator('head link[rel="prefetch"]').count()).toBe(1);
    await watch.click();
    await page.waitForURL(`**${href}`);
    await playPast(page, 0.5);
    expect(errors).toEqual([]);
    await closePage(page);
  });
});
