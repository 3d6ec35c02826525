import type { User } from '@pardeh/contract';
import type { Page } from 'playwright-core';
import { registerAccount } from '../../apps/api/test/support/auth-client.ts';
import { appUrl } from './browser.ts';

export interface SignInOptions {
  /** The new account's name; the shell greets the user with it. */
  name?: string;
  /**
   * Light the notification dot. No real account can have unseen notifications yet (nothing sends
   * them), so `true` is the one stand-in left: the real `GET /api/user` answer, with this flag set.
   */
  newNotifications?: boolean;
}

/**
 * Signs the page's context in with a real account: registers a fresh user through the accounts
 * API (CSRF handshake included) and puts its session token in the `token` cookie, as the login
 * page does. Returns the user as the web app will see it.
 */
export async function signInAs(page: Page, { name = 'سارا رضایی', newNotifications }: SignInOptions = {}) {
  const { token, user } = await registerAccount(appUrl(''), { name });
  await page.context().addCookies([{ name: 'token', value: token, url: appUrl('/') }]);
  if (newNotifications) {
    await standInNewNotifications(page);
    return { ...user, newNotifications: true } satisfies User;
  }
  return user;
}

/** STAND-IN until notifications exist: the real current-user answer with `newNotifications: true`. */
async function standInNewNotifications(page: Page): Promise<void> {
  await page.route('**/api/user', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: User };
    await route.fulfill({ response, json: { data: { ...body.data, newNotifications: true } } });
  });
}
