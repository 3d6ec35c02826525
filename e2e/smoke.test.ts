import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('smoke', () => {
  it('loads the home page right-to-left, in Persian, without console errors', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    const response = await page.goto(appUrl('/'));
    expect(response?.status()).toBe(200);
    expect(await page.evaluate(() => document.dir)).toBe('rtl');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fa');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });
});
