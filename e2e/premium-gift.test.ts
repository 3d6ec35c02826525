import type { Plan } from '@pardeh/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../apps/api/test/support/auth-client.ts';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { fetchOrder, finishOnSandbox, jalaliDate, tokenOf } from './support/premium-checkout.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
let plans: Plan[];
beforeAll(async () => {
  browser = await launchBrowser();
  plans = ((await (await fetch(appUrl('/api/premium/plans'))).json()) as { data: Plan[] }).data;
});
afterAll(() => browser?.close());

/** Chromium logs every 4xx answer as a console error; the refused second redeem is on purpose. */
const EXPECTED_422 =
  'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)';

// The buyer on a desktop, the recipient on a phone: each page once at each width.
describe('gifting premium', () => {
  it('buys a gift through the sandbox, the recipient redeems it once, a second redeem is refused', async () => {
    // The recipient has an account: the gift also reaches them as a notification.
    const recipient = await registerAccount(appUrl(''), { name: 'نیلوفر کاظمی' });
    const plan = plans[1] ?? (plans[0] as Plan);

    const buyer = await openPage(browser, viewports.desktop);
    await signInAs(buyer.page, { name: 'کاوه نوری' });
    await buyer.page.goto(appUrl(`/gift?plan=${plan.id}`));
    await buyer.page.waitForSelector(`[data-plan-option="${plan.id}"] input:checked`);
    await buyer.page.waitForSelector('[data-test-gateway]');
    await buyer.page.waitForSelector(
      'section[aria-labelledby="my-gifts-title"] >> text=هنوز هدیه‌ای نخریده‌اید.',
    );
    expect(await horizontalOverflow(buyer.page)).toBe(0);
    expect(await seriousViolations(buyer.page)).toEqual([]);

    // The contract's own check, before anything is sent.
    await buyer.page.fill('#gift-recipientEmail', 'not-an-email');
    await buyer.page.click('[data-checkout]');
    await buyer.page.waitForSelector('#gift-recipientEmail-helper-text');
    expect(buyer.page.url()).toContain('/gift');

    await buyer.page.fill('#gift-recipientEmail', recipient.email);
    await buyer.page.fill('#gift-message', 'تولدت مبارک! با این اشتراک فیلم‌های خوب ببین.');
    await buyer.page.click('[data-checkout]');
    const orderId = await finishOnSandbox(buyer.page, 'pay');
    await buyer.page.waitForSelector('[data-result="success"] [data-gift-code]');
    const order = await fetchOrder(await tokenOf(buyer.page), orderId);
    const code = order.gift?.code ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
    expect(await buyer.page.getAttribute('[data-gift-code]', 'data-gift-code')).toBe(code);
    expect(await buyer.page.textContent('[data-result-body]')).toBe(
      `کد هدیه ساخته شد و برای \u2068${recipient.email}\u2069 ایمیل شد.`,
    );
    expect(await horizontalOverflow(buyer.page)).toBe(0);
    expect(await seriousViolations(buyer.page)).toEqual([]);

    // The buyer's gift list holds the code, not yet used.
    await buyer.page.click('[data-result] a[href="/gift"]');
    const bought = buyer.page.locator(`[data-gift-order="${orderId}"]`);
    await bought.locator('[data-redeemed="false"]').waitFor();
    expect(await bought.locator('[data-gift-code]').getAttribute('data-gift-code')).toBe(code);
    expect(buyer.errors).toEqual([]);
    await buyer.context.close();

    // The recipient types the code as people do: lower case, spaces instead of dashes.
    const receiver = await openPage(browser, viewports.mobile);
    await receiver.context.addCookies([{ name: 'token', value: recipient.token, url: appUrl('/') }]);
    await receiver.page.goto(appUrl('/user/notifications'));
    const notification = receiver.page.locator('a[data-notification][href="/gift"]');
    await notification.waitFor();
    await notification.click();
    await receiver.page.waitForSelector('#redeem-code');
    await receiver.page.fill('#redeem-code', code.toLowerCase().replaceAll('-', ' '));
    await receiver.page.click('form[aria-labelledby="redeem-title"] button[type="submit"]');
    const success = receiver.page.locator('[data-redeem-outcome="success"]');
    await success.waitFor();
    const premium = (await (
      await fetch(appUrl('/api/user'), { headers: { authorization: `Bearer ${recipient.token}` } })
    ).json()) as { data: { premium: { active: boolean; expiresAt: string } } };
    expect(premium.data.premium.active).toBe(true);
    expect(await success.textContent()).toBe(
      `${plan.name} فعال شد؛ اشتراک ویژه‌ی شما تا ${jalaliDate(premium.data.premium.expiresAt)} است.`,
    );
    expect(await seriousViolations(receiver.page)).toEqual([]);

    // Again: the server's Persian 422, under the field and above it.
    await receiver.page.fill('#redeem-code', code);
    await receiver.page.click('form[aria-labelledby="redeem-title"] button[type="submit"]');
    const refused = receiver.page.locator('[data-redeem-outcome="error"]');
    await refused.waitFor();
    expect(await refused.textContent()).toMatch(/[\u0600-\u06ff]/);
    expect(receiver.errors.filter((error) => error !== EXPECTED_422)).toEqual([]);
    await receiver.context.close();
  }, 150_000);
});
