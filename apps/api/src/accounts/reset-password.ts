import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import {
  claimOneTimeToken,
  findUserById,
  revokeUserSessions,
  updatePasswordHash,
  voidOneTimeTokens,
} from './accounts-db.ts';
import { findUsableOneTimeToken } from './one-time-tokens.ts';
import { assertStrongPassword } from './password-strength.ts';
import { hashPassword } from './passwords.ts';

const invalidLink = () =>
  new HttpError(422, messages.auth.invalidResetLink, { token: [messages.auth.invalidResetLink] });

/**
 * `POST /api/reset-password`: sets a new password with a reset token that belongs to `email`. The
 * token is used up, every session of the account is revoked (whoever knew the old password is
 * signed out) and every other outstanding reset or sign-in link stops working.
 */
export async function resetPassword(
  db: Database,
  { token, email, password }: { token: string; email: string; password: string },
): Promise<void> {
  const found = await findUsableOneTimeToken(db, token, 'password_reset');
  const user = found ? await findUserById(db, found.userId) : undefined;
  if (!found || !user || user.email?.toLowerCase() !== email.toLowerCase()) throw invalidLink();
  await assertStrongPassword(password, user);
  const passwordHash = await hashPassword(password); // before the transaction: it takes ~80 ms
  const done = await db.transaction(async (tx) => {
    if (!(await claimOneTimeToken(tx, found.id))) return false;
    await updatePasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id);
    await voidOneTimeTokens(tx, user.id, 'password_reset');
    await voidOneTimeTokens(tx, user.id, 'login');
    return true;
  });
  if (!done) throw invalidLink(); // a concurrent request used the token first
}
