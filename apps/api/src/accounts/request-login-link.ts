import { loginLinkMail } from '../email/templates.ts';
import { findUserByEmail } from './accounts-db.ts';
import { isBlocked } from './blocked-account.ts';
import { issueLoginToken } from './issue-login-token.ts';
import type { MailingDeps } from './request-password-reset.ts';

/**
 * `POST /api/sanc/login-link`: emails a single-use sign-in link when the address has an account
 * that is not blocked (a blocked one could not use it) and does nothing otherwise; the caller answers the same either way.
 */
export async function requestLoginLink({ db, mailer, publicUrl }: MailingDeps, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || isBlocked(user)) return;
  const { url } = await issueLoginToken(db, user.id, publicUrl);
  mailer.sendInBackground({ to: user.email ?? email, ...loginLinkMail(user.name, url), link: url });
}
