import type { TitleDetail } from '@pardeh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../apps/api/test/support/auth-client.ts';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { findDemoTitle } from './support/demo-catalogue.ts';
import { scrollDownThePage } from './support/scroll.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';
import { signInAs } from './support/signed-in-user.ts';

const HTML_COMMENT = '<b>bold</b><script>window.__commentScriptRan = true</script>';
const SPOILER = 'در پایان معلوم می‌شود که همه‌چیز خواب بود.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Another member's comments, posted through the API before the page opens. */
async function commentAsSomeoneElse(title: TitleDetail) {
  const { token } = await registerAccount(appUrl(''), { name: 'مهمان دیگر' });
  for (const body of [
    { titleId: title.id, body: SPOILER, spoiler: true },
    { titleId: title.id, body: HTML_COMMENT },
  ]) {
    const response = await fetch(appUrl('/api/user/comment'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (response.status !== 201) throw new Error(`comment answered ${response.status}`);
  }
}

const section = (page: Page) => page.locator('section[aria-labelledby="title-comments"]');
const commentByText = (page: Page, text: string) =>
  section(page).locator('article[data-comment]', {
    has: page.locator(`[data-comment-body]:text-is("${text}")`),
  });

describe('comments on the title page', () => {
  let title: TitleDetail;
  beforeAll(async () => {
    title = await findDemoTitle('Memento');
    await commentAsSomeoneElse(title);
  });

  it('shows signed-out visitors the comments as text, spoilers hidden, and a prompt to sign in (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await page.goto(appUrl(title.path));
    await page.waitForSelector('h1#title-heading');
    await scrollDownThePage(page);
    await commentByText(page, HTML_COMMENT).waitFor();
    // The markup shows as written: no element made of it, no script run.
    expect(await section(page).locator('b').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __commentScriptRan?: boolean }).__commentScriptRan)).toBe(
      undefined,
    );
    // The spoiler is hidden until asked for.
    expect(await section(page).textContent()).not.toContain(SPOILER);
    await section(page).getByRole('button', { name: 'نمایش متن' }).click();
    await commentByText(page, SPOILER).waitFor();

    const signIn = section(page).getByRole('link', { name: 'ورود به حساب' });
    expect(await signIn.getAttribute('href')).toBe(
      `/auth/login?redirect=${encodeURIComponent(`${title.path}#title-comments`)}`,
    );
    expect(await section(page).getByRole('button', { name: 'پسندیدم' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a member comment, reply, like (rolled back on failure) and delete (375px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await signInAs(page, { name: 'لیلا کامرانی' });
    // The sign-in prompt's way back: straight to the comments.
    await page.goto(appUrl(`${title.path}#title-comments`));
    const own = `نظر من درباره‌ی ${title.titleEn}`;
    await section(page).getByLabel('نظر شما').fill(own);
    await section(page).getByRole('button', { name: 'ارسال نظر' }).click();
    await commentByText(page, own).waitFor();
    expect(await section(page).getByLabel('نظر شما').inputValue()).toBe('');

    // An empty comment is refused before anything is sent.
    await section(page).getByRole('button', { name: 'ارسال نظر' }).click();
    await section(page).getByText('متن نظر را بنویسید.').waitFor();

    // A reply to the other member's comment, nested under it.
    const html = commentByText(page, HTML_COMMENT);
    await html.getByRole('button', { name: 'پاسخ', exact: true }).click();
    await section(page).getByLabel('پاسخ شما').fill('موافقم!');
    await section(page).getByRole('button', { name: 'ارسال پاسخ' }).click();
    await html.locator('ul article[data-comment]', { hasText: 'موافقم!' }).waitFor();

    // A like shows at once and stays after a reload.
    const saved = page.waitForResponse((response) => response.url().includes('/api/user/like/'));
    await html.getByRole('button', { name: 'پسندیدم' }).first().click();
    await html.locator('button[aria-label="پسندیدم"][aria-pressed="true"]').first().waitFor();
    expect(await html.getByRole('button', { name: 'پسندیدم' }).first().textContent()).toContain('۱');
    expect((await saved).status()).toBe(200);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(errors).toEqual([]);

    // A reply notification's link opens the page scrolled to the reply.
    const replyId = await html.locator('ul article[data-comment]').first().getAttribute('data-comment');
    await page.goto(appUrl(`${title.path}#comment-${replyId}`));
    const reply = page.locator(`#comment-${replyId}`);
    await reply.waitFor();
    await expect
      .poll(() => reply.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(viewports.mobile.height);

    await page.reload();
    await commentByText(page, HTML_COMMENT).waitFor();
    await html.locator('button[aria-label="پسندیدم"][aria-pressed="true"]').first().waitFor();

    // Own comment: deleted after a confirmation.
    page.once('dialog', (dialog) => void dialog.accept());
    await commentByText(page, own).getByRole('button', { name: 'حذف' }).click();
    await commentByText(page, own).waitFor({ state: 'detached' });

    // The server refuses a dislike: the button goes back and a Persian message says why.
    await page.route('**/api/user/like/**', (route) =>
      route.fulfill({ status: 503, json: { message: 'در دسترس نیست.' } }),
    );
    const spoiler = section(page).locator('article[data-comment]', {
      has: page.locator('[data-spoiler-hidden]'),
    });
    await spoiler.getByRole('button', { name: 'نپسندیدم' }).click();
    await section(page).getByText('پسند شما ثبت نشد؛ دوباره تلاش کنید.').waitFor();
    await spoiler.locator('button[aria-label="نپسندیدم"][aria-pressed="false"]').waitFor();
    await context.close();
  });
});
