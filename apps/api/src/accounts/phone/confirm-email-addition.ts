import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { claimOneTimeToken, findUserById, setUserContact } from '../accounts-db.ts';
import { findUsableOneTimeToken } from '../one-time-tokens.ts';

const invalidLink = () =>
  new HttpError(422, messages.phone.invalidEmailLink, { token: [messages.phone.invalidEmailLink] });

/**
 * `POST /api/sanc/email/confirm`: the emailed link's token adds its address to the account, which
 * from then on also signs in by email link (and may set a password through the reset link). It
 * needs no session: the link may be opened in another browser.
 */
export async function confirmEmailAddition(db: Database, token: string): Promise<void> {
  const found = await findUsableOneTimeToken(db, token, 'add_email');
  if (!found?.email || !(await claimOneTimeToken(db, found.id))) throw invalidLink();
  const user = await findUserById(db, found.userId);
  if (!user || user.email !== null) throw invalidLink();
  if (!(await setUserContact(db, user.id, { email: found.email }))) {
    throw new HttpError(422, messages.auth.emailTaken, { token: [messages.auth.emailTaken] });
  }
}
