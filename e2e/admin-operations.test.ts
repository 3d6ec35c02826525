import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, registerAccount } from '../apps/api/test/support/auth-client.ts';
import { catalogFactory } from '../apps/api/test/support/catalog-factory.ts';
import { type SmtpCapture, startSmtpCapture } from '../apps/api/test/support/smtp-capture.ts';
import { type AdminApp, signInWithToken, startAdminApp } from './support/admin-user.ts';
import { launchBrowser, openPage, viewports } from './support/browser.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

/**
 * The operator console's requests, comments, support, users, plans and missed searches pages in
 * Chromium, against a server of its own (`startAdminApp`: the operator and one film, no demo
 * catalogue): its mail goes to a real SMTP server started here. Users, requests, comments, reports
 * and searches are made through the public API.
 */
let browser: Browser;
let smtp: SmtpCapture;
let app: AdminApp;
let baseUrl: string;
let operatorToken: string;

const url = (pathname: string) => `${baseUrl}${pathname}`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  [app, browser] = await Promise.all([
    startAdminApp({
      // The one film the tests comment on and link requests to.
      seed: async (database) => {
        await catalogFactory(database).title({ titleEn: 'Inception', titleFa: 'تلقین', year: 2010 });
      },
      // This file registers a handful of accounts from one address.
      env: { SMTP_URL: smtp.url, AUTH_RATE_LIMIT_PER_IP: '100' },
    }),
    launchBrowser(),
  ]);
  ({ baseUrl, operatorToken } = app);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

/** A page signed in with `token`, as the login page leaves it (the `token` cookie). */
async function pageAs(token: string, viewport: { width: number; height: number } = viewports.desktop) {
  const watched = await openPage(browser, viewport);
  await signInWithToken(watched.context, baseUrl, token);
  return watched;
}

/** A JSON call of the public API as a signed-in user; returns the parsed `data`. */
async function callAs<T>(token: string, pathname: string, body: unknown, status = 201): Promise<T> {
  const response = await postJson(baseUrl, pathname, body, { bearer: token, csrf: false });
  if (response.status !== status)
    throw new Error(`${pathname} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

async function findTitle(query: string) {
  const response = await fetch(url(`/api/titles/search?query=${encodeURIComponent(query)}`));
  const [title] = ((await response.json()) as { data: Array<{ id: number; path: string }> }).data;
  if (!title) throw new Error(`no title for ${query}`);
  return title;
}

/** Confirms the open dialog and waits for it to close (the server has answered). */
async function confirmDialog(page: Page) {
  await page.click('[role="dialog"] [data-testid="confirm-action"]');
  await page.waitForSelector('[role="dialog"]', { state: 'detached' });
}

describe('operator console: requests, comments, support, users, plans', () => {
  it('accepts a request and marks another added; the requester is notified of both', async () => {
    const requester = await registerAccount(baseUrl, { name: 'سارا رضایی' });
    const accepted = await callAs<{ id: number }>(requester.token, '/api/user/request', {
      title: 'سریال درخواستی یک',
      type: 'series',
      year: 2019,
      imdbUrl: 'https://www.imdb.com/title/tt8111088/',
      note: 'لطفاً با زیرنویس فارسی',
    });
    const added = await callAs<{ id: number }>(requester.token, '/api/user/request', {
      title: 'فیلم درخواستی دو',
      type: 'movie',
    });

    const { page, errors, context } = await pageAs(operatorToken);
    await page.goto(url('/admin/requests'));
    const card = page.locator(`li[data-request="${accepted.id}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain('لطفاً با زیرنویس فارسی');
    expect(await card.locator('a[href="https://www.imdb.com/title/tt8111088/"]').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // Accept with a reply: the dialog says who will be told, the card shows the new status.
    await card.getByRole('button', { name: 'پذیرفتن' }).click();
    await page.fill('[role="dialog"] textarea[name="reply"]', 'به‌زودی می‌افزاییم.');
    await confirmDialog(page);
    await card.locator('[data-status="accepted"]').waitFor();
    await page.waitForSelector('[role="status"]:has-text("پذیرفته شد")');

    // Mark the other one added: the title is picked through the public search.
    const inception = await findTitle('Inception');
    const other = page.locator(`li[data-request="${added.id}"]`);
    await other.getByRole('button', { name: 'افزوده شد' }).click();
    await page.fill('[role="dialog"] input[name="titleId"]', 'Inception');
    await page.click(`[data-title-option="${inception.id}"]`);
    await confirmDialog(page);
    await other.locator('[data-status="added"]').waitFor();
    expect(await other.locator(`a[href="${inception.path}"]`).count()).toBe(1);

    // The filters live in the address: only accepted requests.
    await page.goto(url('/admin/requests?status=accepted'));
    await page.locator(`li[data-request="${accepted.id}"]`).waitFor();
    expect(await page.locator(`li[data-request="${added.id}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    // The requester sees both answers among their notifications.
    const mine = await pageAs(requester.token);
    await mine.page.goto(url('/user/notifications'));
    await mine.page.waitForSelector('text=سریال درخواستی یک');
    await mine.page.waitForSelector('text=فیلم درخواستی دو');
    expect(mine.errors).toEqual([]);
    await mine.context.close();
  });

  it('hides a reported comment: it leaves the public title page, the other stays', async () => {
    const title = await findTitle('Inception');
    const author = await registerAccount(baseUrl, { name: 'نویسنده‌ی دیدگاه' });
    const reporter = await registerAccount(baseUrl, { name: 'گزارش‌دهنده' });
    const abusive = await callAs<{ id: number }>(author.token, '/api/user/comment', {
      titleId: title.id,
      body: 'دیدگاه توهین‌آمیز آزمایشی',
    });
    await callAs(author.token, '/api/user/comment', { titleId: title.id, body: 'دیدگاه بی‌آزار آزمایشی' });
    await callAs(reporter.token, `/api/comments/${abusive.id}/report`, { reason: 'توهین به دیگران' });

    const { page, errors, context } = await pageAs(operatorToken);
    await page.goto(url('/admin/comments'));
    const card = page.locator(`li[data-comment="${abusive.id}"]`);
    await card.waitFor();
    expect(await card.textContent()).toContain('توهین به دیگران');
    expect(await card.locator('[data-open-reports="1"]').count()).toBe(1);

    await card.getByRole('button', { name: 'پنهان کردن' }).click();
    await confirmDialog(page);
    // Hidden comments leave the reported tab and show under «پنهان».
    await card.waitFor({ state: 'detached' });
    await page.click('[data-filter="hidden"]');
    await page.locator(`li[data-comment="${abusive.id}"] [data-hidden]`).waitFor();
    expect(errors).toEqual([]);

    // The public title page, as a visitor: the harmless comment arrives, the hidden one does not.
    await page.context().clearCookies();
    await page.goto(url(`${title.path}#title-comments`));
    await page.waitForSelector('text=دیدگاه بی‌آزار آزمایشی');
    expect(await page.locator('text=دیدگاه توهین‌آمیز آزمایشی').count()).toBe(0);
    await context.close();
  });

  it('answers a support message by email and closes it', async () => {
    const sender = { name: 'پرسنده', email: 'asker@example.com' };
    const sent = await postJson(baseUrl, '/api/support/messages', {
      kind: 'support',
      ...sender,
      subject: 'پخش نمی‌شود',
      body: 'فیلم روی گوشی من پخش نمی‌شود، چه کنم؟',
    });
    expect(sent.status).toBe(201);

    const { page, errors, context } = await pageAs(operatorToken);
    await page.goto(url('/admin/support?status=new'));
    await page.click('li[data-support-message] a:has-text("پخش نمی‌شود")');
    await page.waitForSelector('[data-testid="support-message-body"]');
    await page.fill('textarea[name="body"]', 'مرورگر را به‌روز کنید و دوباره بکوشید.');
    await page.click('form[aria-label="پاسخ شما"] button[type="submit"]');
    await page.waitForSelector('[data-support-reply]');
    await page.waitForSelector('[data-status="answered"]');

    const mail = await smtp.nextTo(sender.email);
    expect(mail.text).toContain('مرورگر را به‌روز کنید و دوباره بکوشید.');

    await page.getByRole('button', { name: 'بستن پیام' }).click();
    await confirmDialog(page);
    await page.waitForSelector('[data-status="closed"]');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('finds a user, extends their premium with a reason and blocks them (375 px)', async () => {
    const member = await registerAccount(baseUrl, { name: 'عضو آزمایشی' });
    const { page, errors, context } = await pageAs(operatorToken, viewports.mobile);
    await page.goto(url('/admin/users'));
    await page.fill('input[name="q"]', member.email);
    await page.press('input[name="q"]', 'Enter');
    await page.click(`[data-user-link="${member.user.id}"]`);
    await page.waitForSelector('[data-testid="user-premium-status"][data-active="false"]');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);

    // A reason is required: the contract's Persian message, nothing sent.
    await page.getByRole('button', { name: 'تمدید دستی' }).click();
    await page.fill('[role="dialog"] input[name="days"]', '۳۰');
    await page.click('[role="dialog"] [data-testid="confirm-action"]');
    await page.waitForSelector('[role="dialog"] :text("دلیل را بنویسید.")');
    await page.fill('[role="dialog"] textarea[name="reason"]', 'جبران قطعی سرویس');
    await confirmDialog(page);
    await page.waitForSelector('[data-testid="user-premium-status"][data-active="true"]');
    await page.waitForSelector('text=جبران قطعی سرویس');

    await page.getByRole('button', { name: 'بازداشتن حساب' }).click();
    await page.fill('[role="dialog"] textarea[name="reason"]', 'هرزنامه');
    await confirmDialog(page);
    await page.waitForSelector('[data-testid="user-block"]');
    expect(errors).toEqual([]);
    await context.close();

    // The blocked member's token no longer opens their account.
    const answer = await fetch(url('/api/user'), { headers: { authorization: `Bearer ${member.token}` } });
    expect(answer.status).toBe(401);
  });

  it('lists a search that found nothing, with its follow-ups, and dismisses it', async () => {
    // Two visitors search the results page (the web's listing request) for a film the catalogue lacks.
    // Stored as the search normalises it (no «آ», «ي» or «ك» here, which it folds).
    const missed = 'فیلم ناپیدای نمونه';
    const listing = new URLSearchParams({ resource: 'titles', q: missed, order_by: 'votes', type: 'all' });
    for (const _visitor of [1, 2]) {
      expect((await fetch(url(`/api/titles/search?${listing}`))).status).toBe(200);
    }
    // The counts are written in the background about a second later: wait until the API has both.
    await expect
      .poll(
        async () => {
          const response = await fetch(url(`/api/admin/search-misses?q=${encodeURIComponent(missed)}`), {
            headers: { authorization: `Bearer ${operatorToken}` },
          });
          return ((await response.json()) as { data: Array<{ count: number }> }).data[0]?.count;
        },
        { timeout: 5_000 },
      )
      .toBe(2);

    const { page, errors, context } = await pageAs(operatorToken);
    await page.goto(url('/admin/search-misses'));
    const row = page.getByRole('row', { name: new RegExp(missed) });
    await row.waitFor();
    expect(await row.textContent()).toContain('۲ بار');
    const site = row.getByRole('link', { name: `جست‌وجوی «${missed}» در سایت (زبانه‌ی تازه)` });
    expect(new URL(url(`${await site.getAttribute('href')}`)).searchParams.get('q')).toBe(missed);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: `کنار گذاشتن «${missed}»` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'کنار گذاشتن' }).click();
    await page.waitForSelector('[role="status"]:has-text("کنار گذاشته شد.")');
    await row.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sets a plan's screens, refusing a number outside 1 to 10 (375 px)", async () => {
    const { page, errors, context } = await pageAs(operatorToken, viewports.mobile);
    await page.goto(url('/admin/plans'));
    const field = page.getByLabel('تعداد صفحه‌ی اشتراک سه‌ماهه');
    expect(await field.inputValue()).toBe('۲');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    const save = page.locator('tr', { has: field }).getByRole('button', { name: 'ذخیره' });
    await field.fill('۱۱');
    await save.click();
    await page.waitForSelector('text=تعداد صفحه‌ها باید عددی درست از ۱ تا ۱۰ باشد.');
    await field.fill('۵');
    await save.click();
    await page.waitForSelector('text=تعداد صفحه‌ی «اشتراک سه‌ماهه» ذخیره شد.');
    const plans = await fetch(url('/api/admin/plans'), {
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    const saved = ((await plans.json()) as { data: Array<{ name: string; screens: number }> }).data;
    expect(saved.find((plan) => plan.name === 'اشتراک سه‌ماهه')?.screens).toBe(5);
    expect(errors).toEqual([]);
    await context.close();
  });
});
