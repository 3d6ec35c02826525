import type { Plan, TitleDetail } from '@pardeh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { findDemoTitle } from './support/demo-catalogue.ts';
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

/** Mutes and plays the video until its time has moved past one second. */
async function expectPlayback(page: Page) {
  await page.waitForSelector('video[data-video-player]');
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const video = document.querySelector<HTMLVideoElement>('video[data-video-player]');
          if (!video) return 0;
          video.muted = true;
          if (video.paused) void video.play().catch(() => {});
          return video.currentTime;
        }),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(1);
}

describe.each(Object.entries(viewports))('premium-only files (%s)', (_name, viewport) => {
  it('explain themselves to a member without premium and lead to the plans', async () => {
    const { page, errors, context } = await openPage(browser, viewport);
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

  it('play for a premium member', async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await signInAs(page, { name: 'سینا افشار' });
    await buyPremiumThroughApi(await tokenOf(page), plan.id);
    await page.goto(premiumFileUrl());
    await expectPlayback(page);
    expect(await page.$('[data-premium-gate]')).toBeNull();
    await page.goto(appUrl('/gopremium'));
    await page.waitForSelector('[data-premium-active="true"]');
    expect(errors).toEqual([]);
    await context.close();
  });
});
