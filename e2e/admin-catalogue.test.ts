import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../apps/api/test/support/auth-client.ts';
import { catalogFactory } from '../apps/api/test/support/catalog-factory.ts';
import { type AdminApp, signInWithToken, startAdminApp } from './support/admin-user.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

/**
 * The operator console's shell and catalogue pages in Chromium, against a server of this file's
 * own: the operator and one film are written into a fresh database before it starts.
 */
let app: AdminApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startAdminApp({
      seed: async (database) => {
        const make = catalogFactory(database);
        const inception = await make.title({
          titleEn: 'Inception',
          titleFa: 'تلقین',
          year: 2010,
          imdbId: 'tt1375666',
        });
        // One actor twice, as two sources left him: the duplicates report's one pair.
        const kept = await make.person({ fullnameEn: 'Leonardo DiCaprio', imdbId: 'nm0000138' });
        const duplicate = await make.person({
          fullnameEn: 'Leonardo Dicaprio',
          fullnameFa: 'لئوناردو دی‌کاپریو',
        });
        await make.credit(inception.id, kept.id, 'actor');
        await make.credit(inception.id, duplicate.id, 'actor', { characterName: 'Cobb' });
      },
    }),
    launchBrowser(),
  ]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function pageAs(
  token: string | undefined,
  viewport: { width: number; height: number } = viewports.desktop,
) {
  const watched = await openPage(browser, viewport);
  if (token) await signInWithToken(watched.context, app.baseUrl, token);
  return watched;
}

const heading = (page: Page) => page.locator('main h1').first().textContent();

describe('operator console: access', () => {
  it('sends a visitor to login, with the way back', async () => {
    const { page, context } = await pageAs(undefined);
    await page.goto(app.url('/admin/titles'));
    await page.waitForURL((url) => url.pathname === '/auth/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/titles');
    await context.close();
  });

  it('shows a signed-in non-administrator the Persian 403 page', async () => {
    const member = await registerAccount(app.baseUrl, { name: 'سارا رضایی' });
    const { page, context, errors } = await pageAs(member.token);
    await page.goto(app.url('/admin'));
    await page.waitForSelector('text=دسترسی ندارید');
    expect(await page.$('#admin-nav')).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('operator console: catalogue (1280px)', () => {
  it('edits a title’s Persian name, seen on the public page and in the audit log', async () => {
    const { page, context, errors } = await pageAs(app.operatorToken);
    await page.goto(app.url('/admin'));
    await page.waitForSelector('main a[href="/admin/titles?type=movie"]');
    expect(await page.textContent('main a[href="/admin/titles?type=movie"]')).toContain('۱');
    expect(await seriousViolations(page)).toEqual([]);

    await page.click('#admin-nav a[href="/admin/titles"]');
    await page.waitForURL(/\/admin\/titles$/);
    await page.fill('input[type="search"]', 'Inception');
    await page.press('input[type="search"]', 'Enter');
    await page.waitForURL(/q=Inception/);
    await page.click('main table a:has-text("تلقین")');
    await page.waitForSelector('input[name="titleFa"]');
    expect(await heading(page)).toBe('تلقین');
    expect(await seriousViolations(page)).toEqual([]);

    await page.fill('input[name="titleFa"]', 'سرآغاز');
    await page.click('main button[type="submit"]');
    await page.waitForSelector('text=تغییرات عنوان ذخیره شد.');
    // Saved fields are locked against importers from then on.
    await page.waitForSelector('[data-locked-field]');
    expect(await heading(page)).toBe('سرآغاز');

    const publicPath = await page.getAttribute('main a[target="_blank"]', 'href');
    await page.goto(app.url(publicPath ?? '/'));
    await page.waitForSelector('h1#title-heading');
    expect(await page.locator('h1').textContent()).toBe('سرآغاز');

    // The way back in: the account menu of an administrator.
    await page.click('[data-account-menu-button]');
    await page.click('#account-menu a[data-menu-item="admin"]');
    await page.waitForURL((url) => url.pathname === '/admin');

    await page.click('#admin-nav a[href="/admin/audit"]');
    await page.waitForSelector('main ol li:has-text("ویرایش عنوان")');
    const entry = (await page.textContent('main ol li')) ?? '';
    expect(entry).toContain('مدیر پرده');
    expect(entry).toContain('تلقین');
    expect(entry).toContain('سرآغاز');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('operator console: Persian work queue (1280px)', () => {
  it('lists the film lacking a Persian plot and saves one in place', async () => {
    const { page, context, errors } = await pageAs(app.operatorToken);
    await page.goto(app.url('/admin'));
    await page.click('#admin-nav a[href="/admin/persian-gaps"]');
    const form = page.getByRole('form', { name: /^متن فارسی «/ });
    await form.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel('خلاصه‌ی فارسی').fill('دزدی از رویاها.');
    await form.getByRole('button', { name: 'ذخیره' }).click();
    await page.waitForSelector('text=همه‌چیز فارسی است.');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('operator console at 375px', () => {
  it('lists a duplicate person with the evidence and merges the pair', async () => {
    const { page, context, errors } = await pageAs(app.operatorToken);
    await page.goto(app.url('/admin/people'));
    await page.click('main a[href="/admin/people/duplicates"]');
    await page.waitForURL(/\/admin\/people\/duplicates$/);
    const row = page.locator('main tbody tr', { hasText: 'لئوناردو دی‌کاپریو' });
    await row.locator('text=عنوان مشترک').waitFor();
    // The film's Persian name is the one the editing test above gave it.
    expect(await row.textContent()).toMatch(/۱ نقش.*نام یکسان۱ عنوان مشترک: \S/);
    expect(await seriousViolations(page)).toEqual([]);
    await row.locator('button', { hasText: 'یکی کردن' }).click();
    await page.locator('[role="dialog"] button', { hasText: 'یکی کردن' }).click();
    await page.waitForSelector('text=هنرمند تکراری‌ای پیدا نشد.');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the sections from a drawer, and nothing overflows sideways', async () => {
    const { page, context, errors } = await pageAs(app.operatorToken, viewports.mobile);
    await page.goto(app.url('/admin'));
    await page.waitForSelector('main a[href="/admin/titles?type=movie"]');
    expect(await page.isVisible('#admin-nav')).toBe(false);
    expect(await horizontalOverflow(page)).toBe(0);

    await page.click('button[aria-controls="admin-nav"]');
    await page.click('#admin-nav a[href="/admin/titles"]');
    await page.waitForURL(/\/admin\/titles$/);
    await page.waitForSelector('#admin-nav', { state: 'hidden' });
    await page.waitForSelector('main table');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
