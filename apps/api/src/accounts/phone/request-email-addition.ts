import type { UserRow } from '../../db/schema/index.ts';
import { addEmailMail } from '../../email/templates.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findUserByEmail } from '../accounts-db.ts';
import { confirmEmailLink } from '../links.ts';
import { issueOneTimeToken } from '../one-time-tokens.ts';
import type { MailingDeps } from '../request-password-reset.ts';

/**
 * `POST /api/user/email`: mails a single-use link (60 minutes) that adds the address to a number
 * account; the address is added only once its owner opens it. 409 when the account has an
 * address already; 422 on `email` when another account has this one.
 */
export async function requestEmailAddition(
  { db, mailer, publicUrl }: MailingDeps,
  user: UserRow,
  email: string,
): Promise<void> {
  if (user.email !== null) throw new HttpError(409, messages.phone.alreadyHasEmail);
  if (await findUserByEmail(db, email)) {
    throw new HttpError(422, messages.auth.emailTaken, { email: [messages.auth.emailTaken] });
  }
  const token = await issueOneTimeToken(db, user.id, 'add_email', email);
  const url = confirmEmailLink(publicUrl, token);
  mailer.sendInBackground({ to: email, ...addEmailMail(user.name, url), link: url });
}
