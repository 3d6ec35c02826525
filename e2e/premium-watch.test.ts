import type { Plan, TitleDetail } from '@pardeh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { findDemoTitle } from './support/demo-catalogue.ts';
import { E2E_MEDIA_PASS_SECONDS } from './support/media-pass.ts';
import { playPast } from './support/playback.ts';
import { buyPremiumThroughApi, tokenOf } from './support/premium-checkout.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
let film: TitleDetail;
let plan: Plan;
beforeAll(async () => {
  browser = await launchBrowser();
  // A demo film with free and premium files in every language.
  film = await findDemoTitle('Forrest Gump');
  const plans = ((await (await fetch(appUrl('/api/premium/plans'))).json()) as { data: Plan[] }).data;
  plan = plans[0] as Plan;
});
afterAll(() => browser?.close());

const premiumFileUrl = () => {
  const file = film.files.items.find((each) => each.premiumOnly && each.language === 'original');
  if (!file) throw new Error('no premium-only file');
  return appUrl(`/watch/${film.imdbId ?? film.id}/${file.id}`);
};

// The free member on a phone, the premium one on a desktop: both widths, each case once.
describe('premium-only files', () => {
  it('explain themselves to a member without premium and lead to the plans', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await signInAs(page, { name: 'بهار رستمی' });
    await page.goto(premiumFileUrl());
    await page.waitForSelector('[data-premium-gate]');
    expect(await page.locator('video').count()).toBe(0);
    await page.getByRole('link', { name: 'خرید اشتراک ویژه' }).click();
    await page.waitForURL(appUrl('/gopremium'));
    await page.waitForSelector('[data-premium-active="false"]');
    await page.waitForSelector('ul[aria-busy="false"] [data-plan]');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('play for a premium member, past the first pass’s lifetime without a stall', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await signInAs(page, { name: 'سینا افشار' });
    await buyPremiumThroughApi(await tokenOf(page), plan.id);
    const passes: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/media/passes')) passes.push(response.status());
    });
    // The premium quality itself, rather than the free one a player without a measured speed starts with.
    await page.addInitScript(() => localStorage.setItem('pardeh-player-quality', '1080'));
    await page.goto(premiumFileUrl());
    await page.waitForSelector('video[data-video-player]');
    // Counts stalls from the first frame on: a pass running out under the player would be one.
    await page.evaluate(() => {
      const video = document.querySelector<HTMLVideoElement>('video[data-video-player]');
      const marks = { playing: false, stalls: 0, errors: 0 };
      Object.assign(window, { playbackMarks: marks });
      video?.addEventListener('playing', () => {
        marks.playing = true;
      });
      video?.addEventListener('waiting', () => {
        if (marks.playing && !video.seeking) marks.stalls++;
      });
      video?.addEventListener('error', () => {
        marks.errors++;
      });
    });
    // The clip plays for 6 s; the first pass lasts E2E_MEDIA_PASS_SECONDS (4).
    await playPast(page, E2E_MEDIA_PASS_SECONDS + 1);
    expect(passes.length).toBeGreaterThanOrEqual(2);
    expect(passes.every((status) => status === 200)).toBe(true);
    expect(
      await page.evaluate(
        () => (window as unknown as { playbackMarks: { stalls: number; errors: number } }).playbackMarks,
      ),
    ).toMatchObject({ stalls: 0, errors: 0 });
    // The file still answers this page (the renewed pass), and not a context without one.
    const src = await page.$eval(
      'video[data-video-player]',
      (video) => (video as HTMLVideoElement).currentSrc,
    );
    const status = (address: string) =>
      fetch(address, { cache: 'no-store', headers: { range: 'bytes=0-99' } }).then((answer) => answer.status);
    expect(await page.evaluate(status, src)).toBe(206);
    expect((await fetch(src, { headers: { range: 'bytes=0-99' } })).status).toBe(403);
    expect(await page.$('[data-premium-gate]')).toBeNull();
    await page.goto(appUrl('/gopremium'));
    await page.waitForSelector('[data-premium-active="true"]');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('play on as many devices as the plan has screens; the next one stops a device and plays', async () => {
    // The first plan has one screen: a desktop plays, then a phone of the same account comes.
    const desktop = await openPage(browser, viewports.desktop);
    await signInAs(desktop.page, { name: 'نیما کاظمی' });
    const token = await tokenOf(desktop.page);
    await buyPremiumThroughApi(token, plan.id);
    await desktop.page.goto(premiumFileUrl());
    await playPast(desktop.page, 0.2);

    const phone = await openPage(browser, viewports.mobile);
    await phone.context.addCookies([{ name: 'token', value: token, url: appUrl('/') }]);
    await phone.page.goto(premiumFileUrl());
    const panel = phone.page.locator('[data-screens-full]');
    await panel.waitFor();
    expect(await panel.textContent()).toContain('هم‌زمان روی ۱ دستگاه');
    const devices = phone.page.locator('[data-stream-device]');
    expect(await devices.count()).toBe(1);
    expect(await devices.textContent()).toMatch(/کروم روی لینوکس.*\(.+\)از ساعت [۰-۹]{2}:[۰-۹]{2}/);
    expect(await phone.page.locator('video').count()).toBe(0);
    expect(await horizontalOverflow(phone.page)).toBe(0);
    expect(await seriousViolations(phone.page)).toEqual([]);

    await phone.page.getByRole('button', { name: 'توقف پخش' }).click();
    await playPast(phone.page, 0.2);
    const notice = desktop.page.locator('[data-stream-stopped]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('پخش در این دستگاه از دستگاه دیگری متوقف شد.');
    expect(await seriousViolations(desktop.page)).toEqual([]);
    expect(
      await desktop.page.$eval('video[data-video-player]', (video) => (video as HTMLVideoElement).paused),
    ).toBe(true);
    // The refusals the pages were built to take: the phone's claim (409) and the desktop's last beat (410).
    const unexpected = (errors: string[]) => errors.filter((error) => !/status of 4(09|10)/.test(error));
    expect(unexpected(phone.errors)).toEqual([]);
    expect(unexpected(desktop.errors)).toEqual([]);
    await Promise.all([desktop.context.close(), phone.context.close()]);
  });
});
