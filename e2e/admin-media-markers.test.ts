import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AdminFileMarkers, AdminTitleMedia } from '@pardeh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFactory } from '../apps/api/test/support/catalog-factory.ts';
import { makeGappedSource } from '../apps/api/test/support/media-sources.ts';
import { type AdminApp, signInWithToken, startAdminApp } from './support/admin-user.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

/**
 * The marker editor of the console, against a server of its own whose pipeline transcodes a
 * generated film with black+silent gaps (so it suggests an intro and credits) and two audio
 * streams (so it plays through hls.js with alternate audio renditions): the operator
 * confirms the suggested intro, sets a recap from the preview's position, previews its end, and
 * is told in Persian when a span ends before it starts.
 */
// Transcoding 40 seconds of small video on a busy 2-core machine: generous, never waited out.
const PIPELINE_TIMEOUT_MS = 120_000;

let browser: Browser;
let app: AdminApp;
let importDir: string;
let film: { id: number };
let fileId: number;

const api = async <T>(pathname: string): Promise<T> => {
  const answer = await fetch(app.url(pathname), {
    headers: { authorization: `Bearer ${app.operatorToken}` },
  });
  if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
  return ((await answer.json()) as { data: T }).data;
};

beforeAll(async () => {
  importDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pardeh-e2e-sources-'));
  const source = makeGappedSource(importDir, {
    name: 'film.mp4',
    seconds: 40,
    gaps: [
      { start: 0, end: 1 },
      { start: 12, end: 13.3 },
      { start: 28, end: 29.5 },
    ],
    // A dubbed film: the preview plays hls.js's alternate audio renditions.
    languages: ['per', 'eng'],
  });
  [app, browser] = await Promise.all([
    startAdminApp({
      seed: async (database) => {
        film = await catalogFactory(database).title({ titleEn: 'Gaps', titleFa: 'فاصله‌ها', year: 2024 });
      },
      env: { MEDIA_FFMPEG_PRESET: 'ultrafast', MEDIA_IMPORT_DIR: importDir },
    }),
    launchBrowser(),
  ]);
  const registered = await fetch(app.url('/api/admin/media/assets'), {
    method: 'POST',
    headers: { authorization: `Bearer ${app.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ titleId: film.id, source: { kind: 'path', path: source } }),
  });
  if (registered.status !== 201) throw new Error(`registering answered ${registered.status}`);
  // The file is listed once the pipeline has published it (with its suggestions, in one step).
  const deadline = Date.now() + PIPELINE_TIMEOUT_MS;
  while ((await api<AdminTitleMedia>(`/api/admin/titles/${film.id}/media`)).files.length === 0) {
    if (Date.now() > deadline) throw new Error('the film was not transcoded in time');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fileId = (await api<AdminTitleMedia>(`/api/admin/titles/${film.id}/media`)).files[0]?.id as number;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  if (importDir) fs.rmSync(importDir, { recursive: true, force: true });
});

const markers = () => api<AdminFileMarkers>(`/api/admin/media/files/${fileId}/markers`);
const row = (page: Page, kind: string) => page.locator(`fieldset[data-marker-kind="${kind}"]`);

/** Moves the preview to `seconds` and waits until it is there. */
const seekPreview = (page: Page, seconds: number) =>
  page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        const video = document.querySelector('video[data-marker-preview]') as HTMLVideoElement;
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = to;
      }),
    seconds,
  );

describe('the marker editor', () => {
  it('confirms a suggestion, sets a marker from the preview and previews it', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await signInWithToken(context, app.baseUrl, app.operatorToken);
    await page.goto(app.url(`/admin/titles/${film.id}/media`));
    await page.locator(`li[data-file="${fileId}"]`).getByRole('link', { name: 'نشانه‌های پخش' }).click();
    await page.getByRole('heading', { level: 1, name: /^نشانه‌های پخش · فاصله‌ها/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The pipeline's suggestions, waiting for the operator.
    const intro = row(page, 'intro');
    expect(await intro.locator('[data-suggestion]').textContent()).toContain('پیشنهاد خودکار: ۰:۰۱ تا ۰:۱۳');
    await row(page, 'credits').locator('[data-suggestion]').waitFor();
    await intro.getByRole('button', { name: 'تأیید پیشنهاد تیتراژ آغاز' }).click();
    await page.getByRole('status').filter({ hasText: 'نشانه‌ها ذخیره شد.' }).waitFor();
    await intro.getByText('تأییدشده').waitFor();
    expect(await intro.locator('[data-suggestion]').count()).toBe(0);
    expect(await intro.getByRole('textbox', { name: 'آغاز تیتراژ آغاز' }).inputValue()).toBe('۰:۰۱');
    expect((await markers()).markers.find((marker) => marker.kind === 'intro')).toMatchObject({
      start: 1,
      end: 13,
      status: 'confirmed',
    });

    // A recap taken from the preview's position.
    await page.waitForFunction(
      () => (document.querySelector('video[data-marker-preview]') as HTMLVideoElement).readyState >= 1,
    );
    const recap = row(page, 'recap');
    await seekPreview(page, 14);
    await recap.getByRole('button', { name: 'از اینجا: آغاز خلاصه‌ی قسمت قبل' }).click();
    await seekPreview(page, 20);
    await recap.getByRole('button', { name: 'از اینجا: پایان خلاصه‌ی قسمت قبل' }).click();
    expect(await recap.getByRole('textbox', { name: 'آغاز خلاصه‌ی قسمت قبل' }).inputValue()).toBe('۰:۱۴');
    expect(await recap.getByRole('textbox', { name: 'پایان خلاصه‌ی قسمت قبل' }).inputValue()).toBe('۰:۲۰');

    // An end typed before the start is refused under that field, before anything is sent.
    const end = recap.getByRole('textbox', { name: 'پایان خلاصه‌ی قسمت قبل' });
    await end.fill('۰:۱۰');
    await page.getByRole('button', { name: 'ذخیره‌ی نشانه‌ها' }).click();
    await recap.getByText('پایان باید بعد از آغاز باشد.').waitFor();
    expect(await end.getAttribute('aria-invalid')).toBe('true');

    await end.fill('۰:۲۰');
    await page.getByRole('button', { name: 'ذخیره‌ی نشانه‌ها' }).click();
    await recap.getByText('تأییدشده').waitFor();
    const saved = await markers();
    expect(saved.markers.map(({ kind, start, end, status }) => ({ kind, start, end, status }))).toEqual([
      { kind: 'intro', start: 1, end: 13, status: 'confirmed' },
      { kind: 'recap', start: 14, end: 20, status: 'confirmed' },
      expect.objectContaining({ kind: 'credits', status: 'suggested' }),
    ]);

    // «پیش‌نمایش» plays the last seconds before the recap's end.
    await recap.getByRole('button', { name: 'پیش‌نمایش پایان خلاصه‌ی قسمت قبل' }).click();
    await page.waitForFunction(() => {
      const video = document.querySelector('video[data-marker-preview]') as HTMLVideoElement;
      return !video.paused && video.currentTime >= 16.9 && video.currentTime < 20.5;
    });
    // The sound comes from the master playlist's default audio rendition (hls.js, fMP4).
    await page.waitForFunction(
      () =>
        (
          document.querySelector('video[data-marker-preview]') as HTMLVideoElement & {
            webkitAudioDecodedByteCount: number;
          }
        ).webkitAudioDecodedByteCount > 0,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone screen', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await signInWithToken(context, app.baseUrl, app.operatorToken);
    await page.goto(app.url(`/admin/titles/${film.id}/media/files/${fileId}/markers`));
    await row(page, 'credits').locator('[data-suggestion]').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
