import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const helperText = (page: import('playwright-core').Page, field: string) =>
  page.locator(`#support-${field}-helper-text`).textContent();

describe('contact page', () => {
  it('validates in Persian, then sends a support message and shows its tracking number (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl('/contact'));
    await page.waitForSelector('form');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.click('form button[type="submit"]');
    expect(await helperText(page, 'name')).toBe('نام باید دست‌کم ۲ نویسه باشد.');
    expect(await helperText(page, 'email')).toBe('ایمیل را وارد کنید.');
    expect(await helperText(page, 'subject')).toBe('موضوع پیام را بنویسید.');
    expect(await helperText(page, 'body')).toBe('متن پیام را بنویسید.');
    // The first field with a problem takes focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await seriousViolations(page)).toEqual([]);

    await page.fill('#support-name', 'مریم رضایی');
    await page.fill('#support-email', 'maryam@example');
    await page.fill('#support-subject', 'پخش فیلم');
    await page.fill('#support-body', 'کوتاه');
    await page.click('form button[type="submit"]');
    expect(await helperText(page, 'email')).toBe('نشانی ایمیل درست نیست.');
    expect(await helperText(page, 'body')).toBe('متن پیام باید دست‌کم ۱۰ نویسه باشد.');

    await page.fill('#support-email', 'maryam@example.com');
    await page.fill('#support-body', 'فیلم در مرورگر من پخش نمی‌شود؛ لطفاً راهنمایی کنید.');
    await page.click('form button[type="submit"]');
    const sent = page.locator('[data-testid="support-sent"]');
    await sent.waitFor();
    expect(await sent.textContent()).toMatch(/شماره‌ی پیگیری: [۰-۹]+/);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('content requests', () => {
  it('asks for the title and its kind, reads a Persian-digit year, and sends the request', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl('/contact'));
    await page.getByLabel('درخواست فیلم یا سریال').check();
    await page.fill('#support-name', 'علی');
    await page.fill('#support-email', 'ali@example.com');
    await page.fill('#support-year', 'سال');
    await page.click('form button[type="submit"]');
    expect(await helperText(page, 'title')).toBe('نام فیلم یا سریال را بنویسید.');
    expect(await page.locator('#support-type-error').textContent()).toBe(
      'فیلم یا سریال بودن آن را انتخاب کنید.',
    );
    expect(await helperText(page, 'year')).toBe(
      'سال ساخت را با رقم بنویسید: خورشیدی میان ۱۳۰۰ تا ۱۴۲۰ یا میلادی میان ۱۸۷۰ تا ۲۱۰۰.',
    );
    expect(await seriousViolations(page)).toEqual([]);

    await page.fill('#support-title', 'درباره الی');
    await page.getByLabel('فیلم', { exact: true }).check();
    await page.fill('#support-year', '۲۰۰۹');
    await page.fill('#support-imdbUrl', 'https://www.imdb.com/title/tt1360860/');
    await page.click('form button[type="submit"]');
    await page.locator('[data-testid="support-sent"]').waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
