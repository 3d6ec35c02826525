import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TitleDetail, WatchFile, WatchRendition } from '@pardeh/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, viewports } from './support/browser.ts';
import { findDemoTitle } from './support/demo-catalogue.ts';
import { playPast } from './support/playback.ts';
import {
  makeAlternateAudioHls,
  makeHlsLadder,
  makeRenditionFiles,
  type RenditionFiles,
  SUBTITLE_CUE,
  serveRenditions,
} from './support/player-media.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

/**
 * The player's controls on the watch page, by mouse on a desktop and by touch on a phone, and by
 * keyboard (Persian layout key values included): quality switching between two renditions without
 * losing the position, speed, double-tap seeking, the seek preview, the shortcut list, and axe.
 */
let browser: Browser;
let film: TitleDetail;
let media: RenditionFiles;
let fileId: number;
let alternateAudio: string;
let ladder: string;

beforeAll(async () => {
  browser = await launchBrowser();
  film = await findDemoTitle('Forrest Gump');
  const file = film.files.items.find((item) => item.language === 'original' && !item.premiumOnly);
  if (!file) throw new Error('no free original file');
  fileId = file.id;
  media = makeRenditionFiles(fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-player-')));
  alternateAudio = makeAlternateAudioHls(media.dir);
  ladder = makeHlsLadder(media.dir);
});
afterAll(async () => {
  await browser?.close();
  if (media) fs.rmSync(media.dir, { recursive: true, force: true });
});

const watchPath = () => `/watch/${film.imdbId ?? film.id}/${fileId}`;

interface PlayerPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/**
 * A watch page whose answer carries the two renditions; `downlink` is the bandwidth the browser
 * reports (Mbps), so the start rendition is known. A phone context has touch.
 */
async function openPlayer(
  viewport: { width: number; height: number },
  downlink = 10,
  renditions?: WatchRendition[],
  extra?: Partial<WatchFile>,
): Promise<PlayerPage> {
  const touch = viewport.width < 600;
  const context = await browser.newContext({ viewport, locale: 'fa-IR', hasTouch: touch, isMobile: touch });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((mbps) => {
    Object.defineProperty(navigator, 'connection', { value: { downlink: mbps }, configurable: true });
    // The player's fatal errors, as the quality-of-experience report hears them: the event is
    // the video's own and does not bubble, so a capturing listener on the window takes it.
    const fatal: unknown[] = [];
    Object.assign(window, { fatal });
    window.addEventListener('pardeh:fatalerror', (event) => fatal.push((event as CustomEvent).detail), true);
    let qualityChanges = 0;
    window.addEventListener(
      'pardeh:qualitychange',
      () => Object.assign(window, { qualityChanges: ++qualityChanges }),
      true,
    );
  }, downlink);
  await serveRenditions(page, media, fileId, renditions, extra);
  await page.goto(appUrl(watchPath()));
  return { context, page, errors };
}

const video = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('video[data-video-player]') as HTMLVideoElement;
    return {
      src: element.currentSrc,
      time: element.currentTime,
      paused: element.paused,
      muted: element.muted,
      rate: element.playbackRate,
    };
  });

const pause = (page: Page) =>
  page.evaluate(() => (document.querySelector('video[data-video-player]') as HTMLVideoElement).pause());

/** A key as the Persian layout sends it: the physical key's code with a Persian key value. */
const persianKey = (page: Page, code: string, key: string, shiftKey = false) =>
  page.evaluate(
    ([code, key, shiftKey]) =>
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { code, key, shiftKey, bubbles: true, cancelable: true }),
      ),
    [code, key, shiftKey] as const,
  );

describe.each([
  ['desktop, mouse', viewports.desktop],
  ['phone, touch', viewports.mobile],
] as const)('player controls (%s)', (_name, viewport) => {
  const touch = viewport.width < 600;
  const press = (page: Page, selector: string) => (touch ? page.tap(selector) : page.click(selector));

  // The quality tests run on the desktop only: the menu is the phone's too, which the speed test
  // below opens by touch, and neither the start nor a switch depends on the input (a suite
  // within its 15 minutes).
  it.runIf(!touch)(
    'starts at the rendition the bandwidth carries and switches quality in place, keeping the position',
    async () => {
      const { page, errors, context } = await openPlayer(viewport);
      await playPast(page, 2);
      // 10 Mbps carries 720p: the start is not the lowest rendition.
      expect((await video(page)).src).toMatch(/\/e2e-media\/high\.mp4$/);
      const address = page.url();
      await page.evaluate(() => {
        const element = document.querySelector('video[data-video-player]') as HTMLVideoElement;
        (window as unknown as { switches: number }).switches = 0;
        element.addEventListener('pardeh:qualitychange', () => {
          (window as unknown as { switches: number }).switches++;
        });
      });
      const before = (await video(page)).time;

      await press(page, '[data-settings-button]');
      await press(page, '[role="menu"] li:has-text("کیفیت")');
      const options = await page.getByRole('menuitemradio').allTextContents();
      expect(options).toEqual(['خودکار (۷۲۰p)', '۷۲۰p', '۳۶۰p']);
      await press(page, '[role="menuitemradio"]:has-text("۳۶۰p")');

      await expect.poll(async () => (await video(page)).src).toMatch(/\/e2e-media\/low\.mp4$/);
      // The same element goes on from where it was, still playing, on the same address.
      await expect.poll(async () => (await video(page)).time).toBeGreaterThan(before + 0.5);
      expect((await video(page)).paused).toBe(false);
      expect(page.url()).toBe(address);
      expect(await page.evaluate(() => (window as unknown as { switches: number }).switches)).toBe(1);
      expect(await page.evaluate(() => localStorage.getItem('pardeh-player-quality'))).toBe('360');

      // Paused, a switch keeps the frame where it was and stays paused.
      await pause(page);
      const pausedAt = (await video(page)).time;
      await press(page, '[data-settings-button]');
      await press(page, '[role="menu"] li:has-text("کیفیت")');
      await press(page, '[role="menuitemradio"]:has-text("۷۲۰p")');
      await expect.poll(async () => (await video(page)).src).toMatch(/high\.mp4$/);
      await expect.poll(async () => (await video(page)).time).toBeCloseTo(pausedAt, 1);
      expect((await video(page)).paused).toBe(true);
      await press(page, '[data-settings-button]');
      await press(page, '[role="menu"] li:has-text("کیفیت")');
      await press(page, '[role="menuitemradio"]:has-text("۳۶۰p")');
      await expect.poll(async () => (await video(page)).src).toMatch(/low\.mp4$/);

      // The manual choice is remembered: the next visit starts at 360p despite the bandwidth.
      await page.reload();
      await playPast(page, 0.5);
      expect((await video(page)).src).toMatch(/low\.mp4$/);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.runIf(!touch)('lists an HLS ladder’s levels and switches level in place', async () => {
    const { page, errors, context } = await openPlayer(viewport, 10, [
      { fileId, quality: '720p', height: 720, premiumOnly: false, url: ladder },
    ]);
    await playPast(page, 1.5);
    await press(page, '[data-settings-button]');
    await press(page, '[role="menu"] li:has-text("کیفیت")');
    const options = await page.getByRole('menuitemradio').allTextContents();
    expect(options.slice(1)).toEqual(['۷۲۰p', '۳۶۰p']);
    expect(options[0]).toMatch(/^خودکار/);
    const before = (await video(page)).time;
    await press(page, '[role="menuitemradio"]:has-text("۳۶۰p")');
    await expect
      .poll(() => page.evaluate(() => (document.querySelector('video') as HTMLVideoElement).videoHeight))
      .toBe(360);
    await expect.poll(async () => (await video(page)).time).toBeGreaterThan(before);
    expect(await page.evaluate(() => localStorage.getItem('pardeh-player-quality'))).toBe('360');
    await press(page, '[data-settings-button]');
    expect(await page.locator('[role="menu"] li:has-text("کیفیت")').textContent()).toContain('۳۶۰p');
    await press(page, '[role="menu"] li:has-text("کیفیت")');
    await press(page, '[role="menuitemradio"]:has-text("خودکار")');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pardeh-player-quality'))).toBe('auto');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.runIf(!touch)(
    'without a bandwidth from the browser, starts low, times a download and climbs',
    async () => {
      const { page, errors, context } = await openPlayer(viewport, 0);
      await page.waitForSelector('video[data-video-player]');
      await expect.poll(async () => (await video(page)).src).toMatch(/high\.mp4$/);
      expect(
        Number(await page.evaluate(() => localStorage.getItem('pardeh-player-bandwidth'))),
      ).toBeGreaterThan(0);
      // It began with the lowest: the climb was a switch, reported once the new file's metadata
      // is in (after the source changes, so it is waited for).
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { qualityChanges?: number }).qualityChanges))
        .toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it.runIf(!touch)('starts low on a slow connection', async () => {
    const { page, context } = await openPlayer(viewport, 1);
    await page.waitForSelector('video[data-video-player]');
    await expect.poll(async () => (await video(page)).src).toMatch(/low\.mp4$/);
    await context.close();
  });

  it('changes the speed from the settings menu, and goes picture-in-picture', async () => {
    const { page, errors, context } = await openPlayer(viewport);
    await playPast(page, 0.5);
    await press(page, '[data-settings-button]');
    await press(page, '[role="menu"] li:has-text("سرعت")');
    expect(await page.getByRole('menuitemradio').allTextContents()).toEqual([
      '۰٫۵×',
      '۰٫۷۵×',
      'عادی',
      '۱٫۲۵×',
      '۱٫۵×',
      '۱٫۷۵×',
      '۲×',
    ]);
    await press(page, '[role="menuitemradio"]:has-text("۱٫۵×")');
    await expect.poll(async () => (await video(page)).rate).toBe(1.5);
    await press(page, '[data-settings-button]');
    expect(await page.locator('[role="menu"] li:has-text("سرعت")').textContent()).toContain('۱٫۵×');
    await page.keyboard.press('Escape');

    // Picture-in-picture, where the browser offers it (Chromium does), and back.
    const pip = page.getByRole('button', { name: 'تصویر در تصویر' });
    if (touch) await pip.tap();
    else await pip.click();
    await expect.poll(() => page.evaluate(() => document.pictureInPictureElement?.tagName)).toBe('VIDEO');
    const exit = page.getByRole('button', { name: 'خروج از تصویر در تصویر' });
    if (touch) await exit.tap();
    else await exit.click();
    await expect.poll(() => page.evaluate(() => document.pictureInPictureElement)).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('double-tapping or double-clicking a side third seeks 10 s: left forward, right back', async () => {
    const { page, errors, context } = await openPlayer(viewport);
    await playPast(page, 1);
    await pause(page);
    const box = await page.locator('[data-gesture-layer]').boundingBox();
    if (!box) throw new Error('no gesture layer');
    const y = box.y + box.height / 3;
    const double = async (x: number) => {
      if (touch) {
        await page.touchscreen.tap(x, y);
        await page.touchscreen.tap(x, y);
      } else {
        await page.mouse.dblclick(x, y);
      }
    };
    const start = (await video(page)).time;
    await double(box.x + box.width * 0.15);
    await expect.poll(async () => (await video(page)).time).toBeCloseTo(start + 10, 0);
    await page.waitForSelector('[data-seek-flash]');
    await double(box.x + box.width * 0.85);
    await expect.poll(async () => (await video(page)).time).toBeCloseTo(start, 0);
    // A double click undoes its first click's play: the video is still paused.
    expect((await video(page)).paused).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the frame and the time over the seek bar while hovering or touching it', async () => {
    const { page, errors, context } = await openPlayer(viewport);
    await playPast(page, 0.5);
    await pause(page);
    const bar = page.getByRole('slider', { name: 'جابه‌جایی در زمان ویدیو' });
    const box = await bar.boundingBox();
    if (!box) throw new Error('no seek bar');
    // A quarter of the way from the bar's start, which is its right end in a right-to-left page.
    const x = box.x + box.width * 0.75;
    const y = box.y + box.height / 2;
    const readPreview = () =>
      page.evaluate(() => {
        const frame = document.querySelector('[data-seek-preview-frame]') as HTMLElement;
        return {
          image: frame.style.backgroundImage,
          position: frame.style.backgroundPosition,
          time: document.querySelector('[data-seek-preview]')?.textContent,
        };
      });
    let preview: Awaited<ReturnType<typeof readPreview>>;
    if (touch) {
      // The finger stays down while the preview is read; it goes when the finger lifts.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await page.waitForSelector('[data-seek-preview-frame]');
      preview = await readPreview();
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForSelector('[data-seek-preview]', { state: 'detached' });
    } else {
      await page.mouse.move(x, y);
      await page.waitForSelector('[data-seek-preview-frame]');
      preview = await readPreview();
    }
    // Near 6 s of 24: the second thumbnail (4–8 s) is at x = 160 in the sheet.
    expect(preview.image).toContain('/e2e-media/sheet.jpg');
    expect(preview.position).toBe('-160px 0px');
    expect(preview.time).toMatch(/^۰:۰[۵-۶]$/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('audio tracks (1280px and 375px)', () => {
  it.each([
    ['desktop', viewports.desktop],
    ['phone', viewports.mobile],
  ] as const)(
    'lists an HLS version’s audio renditions by name, switches in place and remembers (%s)',
    async (_name, viewport) => {
      const touch = viewport.width < 600;
      const press = (page: Page, selector: string) => (touch ? page.tap(selector) : page.click(selector));
      const { page, errors, context } = await openPlayer(viewport, 10, [
        { fileId, quality: '360p', height: 360, premiumOnly: false, url: alternateAudio },
      ]);
      await playPast(page, 1.5);
      const chunks = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      // The light hls.js read the playlist, saw alternate audio and handed over to the full build.
      expect(chunks.some((chunk) => /^\/assets\/hls-[\w-]+\.js$/.test(chunk))).toBe(true);
      const audioRow = '[role="menu"] li:has-text("صدا")';
      await press(page, '[data-settings-button]');
      expect(await page.locator(audioRow).textContent()).toContain('دوبله فارسی');
      await press(page, audioRow);
      const items = page.getByRole('menuitemradio');
      expect(await items.allTextContents()).toEqual(['دوبله فارسی', 'زبان اصلی']);
      expect(await items.first().getAttribute('lang')).toBe('fa');
      const before = (await video(page)).time;
      await press(page, '[role="menuitemradio"]:has-text("زبان اصلی")');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('pardeh-player-audio'))).toBe('en');
      await expect.poll(async () => (await video(page)).time).toBeGreaterThan(before + 0.5);
      await press(page, '[data-settings-button]');
      await expect.poll(() => page.locator(audioRow).textContent()).toContain('زبان اصلی');

      // The next visit starts with the remembered language.
      await page.reload();
      await playPast(page, 0.5);
      await press(page, '[data-settings-button]');
      await expect.poll(() => page.locator(audioRow).textContent()).toContain('زبان اصلی');
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe('subtitles (1280px)', () => {
  it('sets the subtitles’ look on the device, and C turns them off and on', async () => {
    const subtitles = [{ id: 9_999, language: 'fa', label: 'فارسی', url: '/e2e-media/fa.vtt' }];
    const { page, errors, context } = await openPlayer(viewports.desktop, 10, undefined, { subtitles });
    await playPast(page, 0.5);
    await pause(page);
    const cues = page.locator('[data-subtitle-cues]');
    await expect.poll(() => cues.textContent()).toBe(SUBTITLE_CUE);
    const fontSize = () =>
      page.evaluate(() =>
        Number.parseFloat(
          getComputedStyle(document.querySelector('[data-subtitle-cues] span') as Element).fontSize,
        ),
      );
    const medium = await fontSize();

    await page.click('[data-settings-button]');
    await page.click('[role="menu"] li:has-text("ظاهر زیرنویس")');
    await page.getByRole('menuitemradio', { name: 'بزرگ' }).click();
    await page.getByRole('menuitemradio', { name: 'بدون پس‌زمینه' }).click();
    await page.getByRole('menuitemradio', { name: 'بالاتر از دکمه‌ها' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(fontSize).toBeGreaterThan(medium);
    expect(
      await page.evaluate(
        () =>
          getComputedStyle(document.querySelector('[data-subtitle-cues] span') as Element).backgroundColor,
      ),
    ).toBe('rgba(0, 0, 0, 0)');
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('pardeh-player-subtitle-style'))) ?? '{}'),
    ).toEqual({
      size: 'large',
      background: 'none',
      position: 'high',
    });

    // C («ز» on the Persian layout) turns them off, and on again.
    await persianKey(page, 'KeyC', 'ز');
    await cues.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('pardeh-player-subtitles'))).toBe('off');
    await persianKey(page, 'KeyC', 'ز');
    await expect.poll(() => cues.textContent()).toBe(SUBTITLE_CUE);

    // The look is the device's: the next visit keeps it.
    await page.reload();
    await playPast(page, 0.5);
    await expect.poll(() => cues.textContent()).toBe(SUBTITLE_CUE);
    expect(await fontSize()).toBeGreaterThan(medium);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('player errors', () => {
  it('a file that fails says so, offers a retry and tells the quality report why', async () => {
    const { page, context } = await openPlayer(viewports.desktop, 10, [
      { fileId, quality: '720p', height: 720, premiumOnly: false, url: '/e2e-media/missing.mp4' },
    ]);
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('پخش این ویدیو ممکن نشد');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { fatal: { code: string }[] }).fatal))
      .toEqual([{ code: 'media-4' }]);
    expect(await page.getByRole('button', { name: 'تلاش دوباره' }).count()).toBe(1);
    await context.close();
  });
});

describe('player keyboard (1280px and 375px)', () => {
  it.each([
    ['desktop', viewports.desktop],
    ['phone', viewports.mobile],
  ] as const)(
    'works without a click first, by physical key, on the Persian layout (%s)',
    async (_name, viewport) => {
      const { page, errors, context } = await openPlayer(viewport);
      await playPast(page, 0.5);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

      // پ is the M key on the Persian layout.
      expect((await video(page)).muted).toBe(true);
      await persianKey(page, 'KeyM', 'پ');
      await expect.poll(async () => (await video(page)).muted).toBe(false);
      await persianKey(page, 'KeyM', 'پ');
      await expect.poll(async () => (await video(page)).muted).toBe(true);

      // Space pauses and does not scroll the page.
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.keyboard.press('Space');
      await expect.poll(async () => (await video(page)).paused).toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // Period (the > key) is faster, Comma («و» on the Persian layout) slower.
      await persianKey(page, 'Period', '.');
      await expect.poll(async () => (await video(page)).rate).toBe(1.25);
      await persianKey(page, 'Comma', 'و');
      await persianKey(page, 'Comma', 'و');
      await expect.poll(async () => (await video(page)).rate).toBe(0.75);

      // RTL: ArrowLeft goes forward.
      const start = (await video(page)).time;
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await video(page)).time).toBeCloseTo(start + 10, 0);

      // A real key press with the Persian value ب on the F key: full screen, and back.
      const cdp = await context.newCDPSession(page);
      const pressF = async () => {
        for (const type of ['keyDown', 'keyUp'] as const)
          await cdp.send('Input.dispatchKeyEvent', {
            type,
            code: 'KeyF',
            key: 'ب',
            windowsVirtualKeyCode: 70,
          });
      };
      await pressF();
      await expect
        .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('role')))
        .toBe('region');
      await pressF();
      await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

      // Typing in a field is left alone.
      await page.evaluate(() => {
        const input = document.createElement('input');
        input.id = 'typing';
        input.setAttribute('aria-label', 'آزمون');
        document.body.append(input);
      });
      await page.focus('#typing');
      await page.keyboard.type('m');
      expect((await video(page)).muted).toBe(true);
      expect(await page.inputValue('#typing')).toBe('m');
      await page.evaluate(() => document.getElementById('typing')?.remove());

      // ? («؟» with Shift on the Persian layout) lists the shortcuts in Persian; Escape closes.
      await persianKey(page, 'Slash', '؟', true);
      const dialog = page.getByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain('تمام‌صفحه');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('the watch page with the full player has no serious or critical accessibility violation', async () => {
    const { page, context } = await openPlayer(viewports.desktop);
    await playPast(page, 0.5);
    // Paused, the controls stay up: a scan during their fade would see half-transparent text.
    await pause(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.click('[data-settings-button]');
    await page.getByRole('menu', { name: 'تنظیمات پخش' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await persianKey(page, 'Slash', '؟', true);
    await page.getByRole('dialog').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
