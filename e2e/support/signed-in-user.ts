import type { User } from '@pardeh/contract';
import type { Page } from 'playwright-core';
import { appUrl } from './browser.ts';

/**
 * STAND-IN FOR THE ACCOUNTS API. Signs the page's context in without a real account: sets the
 * `token` cookie and answers `GET /api/user` with the given user through Playwright routing, the
 * exact contract the shell reads (`{ data: User }`). When the browser tests can create users and
 * log in (`POST /api/sanc/login`), replace the body of this helper with that and keep its callers.
 */
export async function signInAs(page: Page, overrides: Partial<User> = {}): Promise<User> {
  const user: User = {
    id: 1,
    name: 'سارا رضایی',
    email: 'sara@example.com',
    newNotifications: false,
    premium: { active: false, planId: null, expiresAt: null },
    createdAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
  await page.context().addCookies([{ name: 'token', value: 'e2e-stand-in-token', url: appUrl('/') }]);
  await page.route('**/api/user', (route) => route.fulfill({ status: 200, json: { data: user } }));
  return user;
}
