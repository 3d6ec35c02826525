import type { ProfilesState, TitleDetail } from '@pardeh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../apps/api/test/support/auth-client.ts';
import { addProfile, sessionClient, useProfile } from '../apps/api/test/support/profiles-client.ts';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { findDemoTitle } from './support/demo-catalogue.ts';
import { tokenOf } from './support/premium-checkout.ts';
import { openSearch, typeQuery } from './support/search-page.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
let film: TitleDetail;
beforeAll(async () => {
  browser = await launchBrowser();
  film = await findDemoTitle('Forrest Gump');
});
afterAll(() => browser?.close());

const PICKER = 'role=dialog[name="چه کسی تماشا می‌کند؟"]';

/** The picker's tile of a profile, and the page it reloads into once chosen. */
async function pickProfile(page: Page, name: string) {
  await Promise.all([page.waitForEvent('load'), page.click(`${PICKER} >> role=button[name=/${name}/]`)]);
}

const activeProfileOf = async (token: string) =>
  ((await (await sessionClient(appUrl(''), token).profiles()).json()) as { data: ProfilesState }).data.active;

// The picker and switching on a phone, the PIN on a desktop: both widths, each case once.
describe('profiles', () => {
  it('asks who is watching after sign-in; each profile has its own watchlist (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await signInAs(page, { name: 'پدر' });
    const token = await tokenOf(page);
    const saved = await postJson(
      appUrl(''),
      `/api/user/watchlist/${film.id}`,
      { action: 'add' },
      { bearer: token, csrf: false },
    );
    expect(saved.status).toBe(200);
    await addProfile(appUrl(''), token, { name: 'نوید', avatar: 'rocket', kind: 'kids' });

    await page.goto(appUrl('/user/watchlist'));
    await page.waitForSelector(PICKER);
    expect(await page.isVisible(`${PICKER} >> text=کودک`)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await pickProfile(page, 'نوید');
    await page.waitForSelector('[data-watchlist-empty]');
    expect(await page.isVisible(PICKER)).toBe(false);
    expect((await activeProfileOf(token)).name).toBe('نوید');

    // Back through the side menu: the first profile's watchlist is where it was.
    await page.click('button[aria-label="باز کردن منو"]');
    await page.click('#mobile-menu a[data-menu-item="profiles"]');
    await page.waitForSelector(PICKER);
    await pickProfile(page, 'پدر');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(appUrl('/user/watchlist'));
    await page.waitForSelector(`[data-title-card="${film.id}"]`);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the PIN of a protected profile, refusing a wrong one (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await signInAs(page, { name: 'مادر' });
    const token = await tokenOf(page);
    const client = sessionClient(appUrl(''), token);
    const main = await activeProfileOf(token);
    expect((await client.setPin(main.id, '1234')).status).toBe(200);
    const guest = await addProfile(appUrl(''), token, { name: 'مهمان', avatar: 'leaf' });
    await useProfile(appUrl(''), token, guest.id);

    await page.goto(appUrl('/'));
    await page.waitForSelector(PICKER);
    await page.click(`${PICKER} >> role=button[name=/مادر/]`);
    const pin = page.getByLabel('رمز ۴ رقمی');
    expect(await pin.getAttribute('inputmode')).toBe('numeric');
    await pin.fill('۰۰۰۰');
    await page.click('role=button[name="تأیید"]');
    await page.waitForSelector('text=رمز نمایه درست نیست.');
    expect((await activeProfileOf(token)).id).toBe(guest.id);
    await pin.fill('۱۲۳۴');
    await Promise.all([page.waitForEvent('load'), page.click('role=button[name="تأیید"]')]);
    expect((await activeProfileOf(token)).id).toBe(main.id);

    // The account menu leads to the picker again; no PIN is asked to stay.
    await page.click('button[aria-label="حساب کاربری"]');
    await page.click('a[data-menu-item="profiles"]');
    await page.waitForSelector(PICKER);
    expect(await seriousViolations(page)).toEqual([]);
    // The browser logs the wrong PIN's answer, and nothing else went wrong.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
    await context.close();
  });

  it('keeps a kids’ profile away from an adult title: not found, not searchable (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await signInAs(page, { name: 'مادر' });
    const token = await tokenOf(page);
    // Forrest Gump is rated PG-13: above a kids' profile of 12.
    const kids = await addProfile(appUrl(''), token, { name: 'سارا', avatar: 'fish', kind: 'kids' });
    await useProfile(appUrl(''), token, kids.id);

    await page.goto(appUrl(film.path));
    // The picker opens once per session; choosing the active profile only closes it.
    await page.click(`${PICKER} >> role=button[name=/سارا/]`);
    await page.waitForSelector(PICKER, { state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'این صفحه پیدا نشد' }).waitFor();
    // The page is not the public server-rendered one: its HTML never named the title.
    const html = await (await fetch(appUrl(film.path), { headers: { cookie: `token=${token}` } })).text();
    expect(html).not.toContain(film.titleFa as string);

    await page.goto(appUrl('/'));
    await openSearch(page);
    const answered = page.waitForResponse((response) => response.url().includes('query=Forrest'));
    await typeQuery(page, 'Forrest');
    await answered;
    await page.waitForSelector('[data-search-status="empty"], [data-search-status="results"]', {
      state: 'attached',
    });
    expect(await page.locator(`a[href="${film.path}"]`).count()).toBe(0);
    // The title page's 404 and its API call are logged on purpose; nothing else may fail.
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await context.close();
  });
});
