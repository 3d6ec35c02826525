import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, registerAccount } from '../apps/api/test/support/auth-client.ts';
import { signInOperator } from './support/admin-user.ts';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';

/**
 * A member files a request in the browser; the team accepts it through the operator API (the
 * console's own call, on the shared server); the member finds the notification. The
 * `npm run requests` command runs the same use case (apps/api/test/api/library-requests.test.ts).
 */
let browser: Browser;
let operatorToken: string;

const origin = () => appUrl('');

beforeAll(async () => {
  [browser, operatorToken] = await Promise.all([launchBrowser(), signInOperator(origin())]);
});
afterAll(() => browser?.close());

const dot = '[data-testid="new-notifications-dot"]';

/** Chromium logs every 4xx answer as a console error; the one 409 provoked on purpose is expected. */
const EXPECTED_409 = 'Failed to load resource: the server responded with a status of 409 (Conflict)';
const STREAM_PATH = '/api/user/notifications/stream';

/** Fills the request form and submits it; the year as Iranians date it, 1398 (2019). */
async function fileRequest(page: Page, title: string, imdbId: string) {
  await page.fill('#request-title', title);
  await page.check('input[name="type"][value="series"]');
  await page.fill('#request-year', '۱۳۹۸');
  await page.fill('#request-imdbUrl', `https://www.imdb.com/title/${imdbId}/`);
  await page.click('button[type="submit"]');
}

/** Someone replies to a comment the user just wrote: a real notification, through the real API. */
async function replyToNewComment(token: string) {
  const search = await fetch(`${origin()}/api/titles/search?query=Inception`);
  const [title] = ((await search.json()) as { data: Array<{ id: number }> }).data;
  const comment = async (bearer: string, body: Record<string, unknown>) => {
    const response = await postJson(
      origin(),
      '/api/user/comment',
      { titleId: title?.id, ...body },
      { bearer, csrf: false },
    );
    expect(response.status).toBe(201);
    return ((await response.json()) as { data: { id: number } }).data;
  };
  const mine = await comment(token, { body: 'دیدگاه من درباره‌ی این فیلم.' });
  const other = await registerAccount(origin(), { name: 'نیما کریمی' });
  await comment(other.token, { body: 'پاسخ به دیدگاه شما.', parentId: mine.id });
}

describe('content requests and notifications', () => {
  it('files a request, the operator accepts it, the dot shows, the notifications page clears it, the next one lights it live (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    const { token } = await registerAccount(origin(), { name: 'سارا رضایی' });
    await context.addCookies([{ name: 'token', value: token, url: `${origin()}/` }]);

    await page.goto(`${origin()}/user/new-request`);
    await page.waitForSelector('#request-title');
    expect(await page.textContent('#request-year-helper-text')).toBe('خورشیدی یا میلادی، مانند ۱۳۸۹ یا ۲۰۱۰');
    // Client-side validation with the contract's schema: nothing is sent, Persian messages show.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/request')) sent.push(request.method());
    });
    await page.fill('#request-title', 'a');
    await page.fill('#request-year', '1700');
    await page.click('button[type="submit"]');
    await page.waitForSelector('#request-title-helper-text');
    expect(await page.textContent('#request-title-helper-text')).toBe(
      'نام فیلم یا سریال باید دست‌کم ۲ نویسه باشد.',
    );
    expect(await page.textContent('#request-type-error')).toBe('فیلم یا سریال بودن آن را انتخاب کنید.');
    expect(await page.textContent('#request-year-helper-text')).toMatch(/سال ساخت/);
    expect(sent).toEqual([]);

    const title = 'ماندالورین';
    const imdbId = 'tt8111088';
    await fileRequest(page, title, imdbId);
    await page.waitForSelector(`[role="status"]:has-text("${title}")`);
    const item = page.locator('li[data-request]', { hasText: title });
    await item.waitFor();
    expect(await item.locator('[data-status]').getAttribute('data-status')).toBe('pending');
    // The Solar Hijri year is kept as the Gregorian year it starts in.
    expect(await item.textContent()).toContain('۲۰۱۹');
    const requestId = await item.getAttribute('data-request');
    expect(await page.$(dot)).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);

    // The same request again: the server's Persian 409 above the form.
    await fileRequest(page, title, imdbId);
    await page.waitForSelector('[role="alert"]:has-text("پیش‌تر درخواست کرده‌اید")');

    // The team accepts it from the console's API.
    const accepted = await postJson(
      origin(),
      `/api/admin/requests/${requestId}/accept`,
      { reply: 'هفته‌ی آینده' },
      { bearer: operatorToken, csrf: false },
    );
    expect(accepted.status).toBe(200);

    await page.goto(`${origin()}/`);
    await page.waitForSelector(`header ${dot}`);

    await page.goto(`${origin()}/user/notifications`);
    const notification = page.locator('a[data-notification]', { hasText: title });
    await notification.waitFor();
    expect(await notification.textContent()).toContain('هفته‌ی آینده');
    expect(await notification.getAttribute('data-unread')).toBe('true');
    expect(await notification.getAttribute('href')).toBe('/user/new-request');
    expect(await notification.locator('time').textContent()).toBe('همین حالا');
    // Opening the page marked it read: the dot goes without a reload, and stays gone after one.
    await page.waitForSelector(dot, { state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    // The reloaded page opens its notification stream (after its first paint): wait for it below.
    const streamOpened = page.waitForResponse((response) => response.url().endsWith(STREAM_PATH));
    await page.reload();
    await notification.waitFor();
    expect(await notification.getAttribute('data-unread')).toBeNull();
    expect(await page.$(dot)).toBeNull();

    // The notification leads to the request, now accepted with the team's reply.
    await notification.click();
    const acceptedItem = page.locator('li[data-request]', { hasText: title });
    await acceptedItem.locator('[data-status="accepted"]').waitFor();
    expect(await acceptedItem.textContent()).toContain('هفته‌ی آینده');

    // A notification arriving while the page is open: its stream lights the dot without a reload.
    await streamOpened;
    await replyToNewComment(token);
    await page.waitForSelector(`header ${dot}`);
    expect(errors.filter((error) => error !== EXPECTED_409)).toEqual([]);
    await context.close();
  }, 90_000);
});
