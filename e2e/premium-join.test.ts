import type { Plan } from '@pardeh/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, launchBrowser, openPage, viewports } from './support/browser.ts';
import { expiryOf, fetchOrder, finishOnSandbox, tokenOf } from './support/premium-checkout.ts';
import { horizontalOverflow, seriousViolations } from './support/serious-violations.ts';
import { signInAs } from './support/signed-in-user.ts';

let browser: Browser;
let plans: Plan[];
beforeAll(async () => {
  browser = await launchBrowser();
  plans = ((await (await fetch(appUrl('/api/premium/plans'))).json()) as { data: Plan[] }).data;
});
afterAll(() => browser?.close());

const monthly = () =>
  plans.reduce((shortest, plan) => (plan.durationDays < shortest.durationDays ? plan : shortest));

/** The premium line of the header's menu: the account menu on desktop, the side menu on a phone. */
async function menuPremiumStatus(page: Page, mobile: boolean): Promise<string> {
  await page.click(mobile ? 'header button[aria-controls="mobile-menu"]' : '[data-account-menu-button]');
  const status = page.locator('[data-premium-status]');
  await status.waitFor();
  const text = (await status.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await status.waitFor({ state: 'hidden' });
  return text;
}

describe('buying premium', () => {
  it('buys a plan through the sandbox; the result, the header and the dashboard show the Jalali expiry (1280px)', async () => {
    const { page, errors, context } = await openPage(browser, viewports.desktop);
    await signInAs(page, { name: 'مریم صالحی' });
    const plan = monthly();

    await page.goto(appUrl('/premium/plans'));
    await page.waitForSelector('ul[aria-busy="false"] [data-plan]');
    expect(await page.locator('[data-plan]').count()).toBe(plans.length);
    expect(await page.locator('[data-highlighted]').count()).toBe(
      plans.filter((each) => each.highlighted).length,
    );
    expect(await page.textContent(`[data-plan="${plan.id}"] [data-plan-price]`)).toBe(
      `${(plan.priceRial / 10).toLocaleString('fa-IR')}تومان`,
    );
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.click(`[data-plan="${plan.id}"] a[href="/premium/join/${plan.id}"]`);
    await page.waitForSelector(`[data-join-plan="${plan.id}"]`);
    // The sandbox says it is a test gateway, beside its name and in a note.
    await page.waitForSelector('[data-test-gateway]');
    expect(await page.textContent('form')).toContain('پولی پرداخت نمی‌شود');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.click('[data-checkout]');
    const orderId = await finishOnSandbox(page, 'pay');
    await page.waitForSelector('[data-result="success"]');
    const order = await fetchOrder(await tokenOf(page), orderId);
    expect(order).toMatchObject({ status: 'paid', kind: 'subscription', amountRial: plan.priceRial });
    const expiry = expiryOf(order);
    const days = (Date.parse(order.premiumExpiresAt ?? '') - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(plan.durationDays);
    expect(await page.textContent('[data-result-body]')).toBe(`اشتراک ویژه‌ی شما تا ${expiry} فعال است.`);
    expect(await page.getAttribute('[data-reference]', 'data-reference')).toBe(order.referenceId);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    expect(await menuPremiumStatus(page, false)).toBe(`اشتراک ویژه تا ${expiry}`);
    // After a reload too: the header reads the user the server sends.
    await page.reload();
    await page.waitForSelector('[data-result="success"]');
    expect(await menuPremiumStatus(page, false)).toBe(`اشتراک ویژه تا ${expiry}`);

    await page.goto(appUrl('/user/dashboard'));
    const status = page.locator('[data-premium-active="true"]');
    await status.waitFor();
    expect(await status.textContent()).toContain(`اشتراک ویژه‌ی شما تا ${expiry} فعال است.`);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

// Once, on a phone: the failure page's layout is the tighter one, and the buying tests cover both menus.
describe('a cancelled payment (mobile)', () => {
  const mobile = true;
  const viewport = viewports.mobile;

  it('cancelling on the gateway shows why, and retry leads back to the same plan', async () => {
    const { page, errors, context } = await openPage(browser, viewport);
    await signInAs(page, { name: 'رضا محمدی' });
    const plan = plans.find((each) => each.highlighted) ?? monthly();

    await page.goto(appUrl(`/premium/plans/${plan.id}`));
    await page.waitForSelector(`article[data-plan="${plan.id}"]`);
    expect(await page.textContent('h1')).toBe(plan.name);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.click(`article a[href="/premium/join/${plan.id}"]`);
    await page.waitForSelector('[data-test-gateway]');
    await page.click('[data-checkout]');
    const orderId = await finishOnSandbox(page, 'cancel');

    await page.waitForSelector('[data-result="failure"]');
    expect(await page.textContent('h1')).toBe('پرداخت لغو شد');
    expect((await fetchOrder(await tokenOf(page), orderId)).status).toBe('cancelled');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // The user has no premium: the menu still offers it.
    expect(await menuPremiumStatus(page, mobile)).toBe('خرید اشتراک ویژه');

    await page.click('[data-result] a:has-text("تلاش دوباره")');
    await page.waitForURL(appUrl(`/premium/join/${plan.id}`));
    await page.waitForSelector(`[data-join-plan="${plan.id}"]`);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('premium pages for signed-out visitors', () => {
  it('shows the plans to anyone and sends joining through login', async () => {
    const { page, errors, context } = await openPage(browser, viewports.mobile);
    await page.goto(appUrl('/premium/plans'));
    await page.waitForSelector('[data-plan]');
    await page.goto(appUrl(`/premium/join/${monthly().id}`));
    await page.waitForURL(/\/auth\/login\?/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/premium/join/${monthly().id}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
