import type { Database } from '../db/client.ts';
import type { Mailer } from '../email/mailer.ts';
import { resetPasswordMail } from '../email/templates.ts';
import { findUserByEmail } from './accounts-db.ts';
import { resetPasswordLink } from './links.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';

export interface MailingDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * `POST /api/forgot-password`: emails a reset link when the address has an account and does
 * nothing otherwise; the caller answers the same either way.
 */
export async function requestPasswordReset(
  { db, mailer, publicUrl }: MailingDeps,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = await issueOneTimeToken(db, user.id, 'password_reset');
  const address = user.email ?? email; // found by it, so never null
  const url = resetPasswordLink(publicUrl, token, address);
  mailer.sendInBackground({ to: address, ...resetPasswordMail(user.name, url), link: url });
}
