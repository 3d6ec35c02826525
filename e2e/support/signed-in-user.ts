import type { Comment, User } from '@pardeh/contract';
import type { Page } from 'playwright-core';
import { postJson, registerAccount } from '../../apps/api/test/support/auth-client.ts';
import { appUrl } from './browser.ts';
import { findDemoTitle } from './demo-catalogue.ts';

export interface SignInOptions {
  /** The new account's name; the shell greets the user with it. */
  name?: string;
  /**
   * Give the account a real unread notification before the page opens (someone replies to its
   * comment), so the header's dot lights as it does for any user with news.
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
    await receiveCommentReply(token);
    return { ...user, newNotifications: true } satisfies User;
  }
  return user;
}

/** One account answers every test's comment, so the tests stay inside the registration limit. */
let replier: Promise<string> | undefined;

/**
 * A real notification through the real API: the user comments on a demo film nobody else's test
 * reads the comments of, and another member replies (the reply notifies the comment's author).
 */
export async function receiveCommentReply(token: string): Promise<void> {
  const title = await findDemoTitle('Inception');
  const comment = async (bearer: string, body: Record<string, unknown>) => {
    const response = await postJson(
      appUrl(''),
      '/api/user/comment',
      { titleId: title.id, ...body },
      {
        bearer,
        csrf: false,
      },
    );
    if (response.status !== 201)
      throw new Error(`comment answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: Comment }).data;
  };
  const mine = await comment(token, { body: 'فیلم را دوباره دیدم؛ پایانش هنوز بحث‌برانگیز است.' });
  replier ??= registerAccount(appUrl(''), { name: 'نیما کریمی' }).then((account) => account.token);
  await comment(await replier, { body: 'به نظر من فرفره می‌افتد.', parentId: mine.id });
}
