import type { PlaybackQuality, PlaybackReport } from '@pardeh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFactory } from '../apps/api/test/support/catalog-factory.ts';
import { type AdminApp, signInWithToken, startAdminApp } from './support/admin-user.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

/**
 * The console's playback quality page fed by real beacons: a page of the site sends the player's
 * reports with `navigator.sendBeacon` (text/plain JSON, the page's Origin), and the operator reads
 * the figures in the cards, the charts and the top-titles table, site-wide and per title.
 */
let browser: Browser;
let app: AdminApp;
const ids = { film: 0, filmFile: 0, series: 0, seriesFile: 0 };

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startAdminApp({
      seed: async (database) => {
        const make = catalogFactory(database);
        const film = await make.title({ titleEn: 'Inception', titleFa: 'تلقین', year: 2010 });
        const series = await make.title({ titleEn: 'Dark', titleFa: 'تاریکی', type: 'series', year: 2017 });
        ids.film = film.id;
        ids.filmFile = (await make.file(film.id, { quality: '1080p', language: 'original' })).id;
        ids.series = series.id;
        ids.seriesFile = (await make.file(series.id, { quality: '720p', language: 'original' })).id;
      },
    }),
    launchBrowser(),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const report = (titleId: number, fileId: number, fields: Partial<PlaybackReport>): PlaybackReport => ({
  sessionId: crypto.randomUUID(),
  titleId,
  fileId,
  startupMs: 500,
  rebufferCount: 0,
  rebufferMs: 0,
  qualitySwitches: 0,
  fatalError: null,
  watchSeconds: 100,
  ...fields,
});

/** Sends the batch from a page of the site the way the player does; true when the browser queued it. */
const sendBeacon = (page: Page, reports: PlaybackReport[]) =>
  page.evaluate((body) => navigator.sendBeacon('/api/playback/reports', body), JSON.stringify({ reports }));

/** The figures the console will show, read as the operator, once `ready` says the beacons are stored. */
async function quality(
  query: string,
  ready: (figures: PlaybackQuality) => boolean,
): Promise<PlaybackQuality> {
  for (;;) {
    const response = await fetch(app.url(`/api/admin/playback/quality${query}`), {
      headers: { authorization: `Bearer ${app.operatorToken}` },
    });
    const { data } = (await response.json()) as { data: PlaybackQuality };
    if (ready(data)) return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The text of each figure card, keyed by its label. */
const figureCards = (page: Page) =>
  page.$$eval('main dl > div', (cards) =>
    Object.fromEntries(
      cards.map((card) => [card.querySelector('dt')?.textContent, card.querySelector('dd')?.textContent]),
    ),
  );

describe('operator console: playback quality', () => {
  it('shows the beacons’ figures in cards, charts and the top titles, site-wide and per title', async () => {
    const viewer = await openPage(browser, viewports.desktop);
    await viewer.page.goto(app.url('/'));
    const film = [300, 600, 900, 1200].map((startupMs, index) =>
      report(ids.film, ids.filmFile, {
        startupMs,
        rebufferMs: index === 0 ? 2000 : 0,
        rebufferCount: index === 0 ? 1 : 0,
      }),
    );
    const failed = report(ids.film, ids.filmFile, {
      startupMs: null,
      fatalError: 'hls-network',
      watchSeconds: 0,
    });
    const series = report(ids.series, ids.seriesFile, { startupMs: 2500 });
    expect(await sendBeacon(viewer.page, [...film, failed, series])).toBe(true);
    await quality('?days=7', (figures) => figures.totals.plays === 6);
    // The same play reported again with its later totals still counts once, with the new totals.
    expect(await sendBeacon(viewer.page, [{ ...series, watchSeconds: 200 }])).toBe(true);
    const stored = await quality('?days=7', (figures) => figures.totals.rebufferRatio !== 2000 / 500_000);
    expect(stored.totals.plays).toBe(6);
    expect(stored.totals.rebufferRatio).toBeCloseTo(2000 / 600_000);
    await viewer.context.close();

    const { context, page, errors } = await openPage(browser, viewports.desktop);
    await signInWithToken(context, app.baseUrl, app.operatorToken);
    await page.goto(app.url('/admin'));
    await page.getByRole('link', { name: 'کیفیت پخش' }).click();
    await page.waitForURL(/\/admin\/playback$/);
    await page.getByRole('heading', { level: 1, name: 'کیفیت پخش' }).waitFor();
    await page.locator('main dl').waitFor();
    // Six plays, startups 300…2500 ms (p50 900, p95 2500), 2 s of rebuffering in 600 s, one error.
    expect(await figureCards(page)).toEqual({
      پخش‌ها: '۶',
      'شروع پخش (میانه)': '۹۰۰ میلی‌ثانیه',
      'شروع پخش (صدک ۹۵)': '۲٫۵ ثانیه',
      'نسبت توقف برای بارگیری': '۰٫۳۳٪',
      خطاها: '۱',
    });
    // Three charts, their axes in Persian digits and Jalali days; seven days on the x axis.
    const plays = page.getByRole('region', { name: 'پخش‌ها و خطاها در هر روز' });
    await plays.locator('svg:has(.MuiChartsAxis-directionX)').waitFor();
    expect(await page.locator('main svg .MuiChartsAxis-directionX').count()).toBe(3);
    const xTicks = await plays
      .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
      .allTextContents();
    expect(xTicks).toHaveLength(7);
    // Labels that would collide are left blank by the chart; the rest are Jalali days.
    const labelled = xTicks.filter((tick) => tick !== '');
    expect(labelled.length, xTicks.join('|')).toBeGreaterThanOrEqual(3);
    for (const tick of labelled) expect(tick).toMatch(/^[۰-۹]{1,2} [آ-ی]+$/);
    const yTicks = await page
      .getByRole('region', { name: 'زمان شروع پخش در هر روز' })
      .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')
      .allTextContents();
    expect(yTicks.length).toBeGreaterThan(1);
    expect(yTicks.join(' ')).not.toMatch(/[0-9]/);
    expect(yTicks).toContain('۲٬۰۰۰');
    // Hovering today's bar shows its figures in the tooltip, in Persian digits.
    const box = await plays.locator('svg:has(.MuiChartsAxis-directionX)').boundingBox();
    if (!box) throw new Error('no chart');
    await page.mouse.move(box.x + box.width - 40, box.y + box.height / 2, { steps: 5 });
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await tooltip.waitFor();
    await expect.poll(() => tooltip.textContent()).toMatch(/پخش‌ها\s*۶/);
    await page.mouse.move(0, 0);

    const rows = await page.locator('main table tbody tr').allTextContents();
    expect(rows).toEqual(['تلقین۵۶۰۰ میلی‌ثانیه۱٫۲ ثانیه۰٫۵٪۱', 'تاریکی۱۲٫۵ ثانیه۲٫۵ ثانیه۰٪۰']);
    expect(await seriousViolations(page)).toEqual([]);

    // One title's own figures, then the 30-day window.
    await page.getByRole('link', { name: 'تاریکی' }).click();
    await page.getByRole('heading', { level: 1, name: 'کیفیت پخش «تاریکی»' }).waitFor();
    await expect.poll(async () => (await figureCards(page)).پخش‌ها).toBe('۱');
    await page.getByRole('button', { name: '۳۰ روز' }).click();
    await page.waitForURL(/days=30/);
    await expect
      .poll(() =>
        page
          .locator('main svg .MuiChartsAxis-directionX')
          .first()
          .locator('.MuiChartsAxis-tickLabel')
          .count(),
      )
      .toBeGreaterThan(7);
    expect(new URL(page.url()).searchParams.get('title')).toBe(String(ids.series));
    await page.getByRole('link', { name: 'همه‌ی سایت' }).click();
    await expect.poll(async () => (await figureCards(page)).پخش‌ها).toBe('۶');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a phone and passes axe there', async () => {
    const { context, page } = await openPage(browser, viewports.mobile);
    await signInWithToken(context, app.baseUrl, app.operatorToken);
    await page.goto(app.url('/admin/playback?days=30'));
    await page.locator('main dl').waitFor();
    await page.locator('main svg:has(.MuiChartsAxis-directionX)').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });
});
