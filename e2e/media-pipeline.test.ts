import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFactory } from '../apps/api/test/support/catalog-factory.ts';
import { type AdminApp, signInWithToken, startAdminApp } from './support/admin-user.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';
import { type MediaTestFiles, makeMediaTestFiles } from './support/media-files.ts';
import { playPast } from './support/playback.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

/**
 * The media pipeline through the operator console, against a server of its own whose media
 * worker transcodes with the real ffmpeg: a generated clip uploaded through the upload form
 * (interrupted by a reload and resumed), transcoded into HLS, given a Persian SRT subtitle and
 * played on the public watch page with that subtitle; a broken file failing with its Persian
 * reason while the public files page shows nothing new. The server is `startAdminApp`'s: the
 * operator and one film, no demo catalogue.
 */
// Transcoding a few seconds of video on a busy 2-core machine: generous, never waited out.
const PIPELINE_TIMEOUT_MS = 90_000;

let browser: Browser;
let app: AdminApp;
let files: MediaTestFiles;
let baseUrl: string;
let operatorToken: string;
let film: { id: number; imdbId: string | null };
/** The file the first test publishes; the second checks that nothing joins it. */
let readyFileId: number;

const url = (pathname: string) => `${baseUrl}${pathname}`;
const mediaPage = () => url(`/admin/titles/${film.id}/media`);

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startAdminApp({
      seed: async (database) => {
        film = await catalogFactory(database).title({
          titleEn: 'Test Pattern',
          titleFa: 'الگوی آزمون',
          year: 2024,
        });
      },
      env: { MEDIA_FFMPEG_PRESET: 'ultrafast' },
    }),
    launchBrowser(),
  ]);
  ({ baseUrl, operatorToken } = app);
  files = makeMediaTestFiles(app.dataDir);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function pageAs(token: string, viewport: { width: number; height: number } = viewports.desktop) {
  const watched = await openPage(browser, viewport);
  await signInWithToken(watched.context, baseUrl, token);
  return watched;
}

/** Chooses a video in the upload form and starts sending it. */
async function upload(page: Page, file: string) {
  await page.setInputFiles('input[type="file"][name="video"]', file);
  await page.getByRole('button', { name: 'شروع بارگذاری' }).click();
}

describe('the media pipeline through the console', () => {
  it('uploads a clip (resuming after a reload), adds a Persian subtitle and plays it with it', async () => {
    const { page, errors, context } = await pageAs(operatorToken);
    const creations: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/media/uploads'))
        creations.push(request.url());
    });
    // Every part of the upload fails on its way, so the upload is caught in flight (tus retries)
    // and none reaches the server: a part cut off by the reload would hold the upload's lock
    // there while the reloaded page resumes it.
    const partSent = new Promise<void>((resolve) => {
      void page.route('**/api/admin/media/uploads/*', (route) => {
        if (route.request().method() !== 'PATCH') return route.continue();
        resolve();
        return route.abort('connectionreset');
      });
    });
    await page.goto(mediaPage());
    await page.getByRole('heading', { level: 1, name: 'ویدیوهای «الگوی آزمون»' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await upload(page, files.clip);
    await partSent;
    const progress = page.locator('[data-upload-progress] [role="progressbar"]');
    await progress.waitFor();
    expect(await progress.getAttribute('aria-label')).toBe('پیشرفت بارگذاری');
    expect(await page.locator('[data-upload-progress]').textContent()).toContain('clip.mp4');

    // A reload cuts the upload off; the page remembers it, and the same file picks it up again.
    await page.reload();
    await page.unroute('**/api/admin/media/uploads/*');
    // The parts failed above were this test's doing, and the browser logged each.
    errors.length = 0;
    await page.locator('[data-interrupted-uploads]:has-text("clip.mp4")').waitFor();
    await upload(page, files.clip);
    await page.locator('[data-upload-done]').waitFor();
    expect(creations).toHaveLength(1);

    // The pipeline's progress shows until the file is ready and listed among the title's files.
    const file = page.locator('li[data-file]');
    await file.waitFor({ timeout: PIPELINE_TIMEOUT_MS });
    readyFileId = Number(await file.getAttribute('data-file'));
    expect(await file.textContent()).toContain('360p');
    await page.locator('li[data-asset]').waitFor({ state: 'detached' });

    // A Persian subtitle from an SRT file.
    await file.getByRole('button', { name: 'افزودن زیرنویس' }).click();
    await page.setInputFiles('[role="dialog"] input[name="subtitle"]', files.subtitle);
    await page.getByRole('dialog').getByRole('button', { name: 'افزودن' }).click();
    await file.locator('[data-subtitle]:has-text("فارسی")').waitFor();
    const watchHref = await file.getByRole('link', { name: 'تماشا' }).getAttribute('href');
    expect(watchHref).toBe(`/watch/${film.imdbId ?? film.id}/${readyFileId}`);
    expect(errors).toEqual([]);

    // The public watch page plays the HLS renditions, the Persian subtitle on by default. They
    // are AES-128 encrypted: hls.js plays them with the stream's key.
    const keys: number[] = [];
    page.on('response', (response) => {
      if (/\/media\/[^/]+\/[^/]+\/key$/.test(response.url())) keys.push(response.status());
    });
    await page.goto(url(watchHref as string));
    await playPast(page, 1);
    expect(keys).toContain(200);
    const cues = page.locator('[data-subtitle-cues]');
    await cues.waitFor();
    expect(await cues.getAttribute('dir')).toBe('rtl');
    expect(await cues.textContent()).toContain(files.cueText);
    expect(await seriousViolations(page)).toEqual([]);
    // The menu turns it off and back on, and the choice is remembered like the volume.
    const menuButton = page.getByRole('button', { name: 'زیرنویس', exact: true });
    await menuButton.click();
    expect(await page.getByRole('menuitemradio', { name: 'فارسی' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await page.getByRole('menuitemradio', { name: 'خاموش' }).click();
    await cues.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('pardeh-player-subtitles'))).toBe('off');
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitemradio', { name: 'فارسی' }).focus();
    await page.keyboard.press('Enter');
    await cues.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pardeh-player-subtitles'))).toBe('fa');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a broken file’s Persian failure reason; the public files page gains nothing', async () => {
    const { page, errors, context } = await pageAs(operatorToken, viewports.mobile);
    await page.goto(mediaPage());
    await page.locator(`li[data-file="${readyFileId}"]`).waitFor();
    await upload(page, files.broken);
    await page.locator('[data-upload-done]:has-text("broken.mp4")').waitFor();

    const failed = page.locator('li[data-asset][data-status="failed"]');
    await failed.waitFor({ timeout: PIPELINE_TIMEOUT_MS });
    expect(await failed.locator('[data-asset-error]').textContent()).toContain('فایل ویدیویی خوانا نیست.');
    expect(await failed.getByRole('button', { name: 'تلاش دوباره' }).count()).toBe(1);
    expect(await page.locator('li[data-file]').count()).toBe(1);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The jobs page lists the failed job with the same reason.
    await page.goto(url('/admin/media?status=failed'));
    await page.locator('table >> text=فایل ویدیویی خوانا نیست.').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    await page.goto(url(`/titles/${film.id}/files`));
    await page.locator(`[data-file="${readyFileId}"]`).waitFor();
    expect(await page.locator('[data-file]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
