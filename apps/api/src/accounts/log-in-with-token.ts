import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { claimOneTimeToken, findUserById } from './accounts-db.ts';
import { assertNotBlocked } from './blocked-account.ts';
import { findUsableOneTimeToken } from './one-time-tokens.ts';
import { type ClientInfo, type SignedIn, startSession } from './start-session.ts';

/** `POST /api/sanc/login-with-token`: trades a single-use sign-in token for a session; 403 for a blocked account. */
export async function logInWithToken(db: Database, token: string, client: ClientInfo): Promise<SignedIn> {
  const found = await findUsableOneTimeToken(db, token, 'login');
  const user =
    found && (await claimOneTimeToken(db, found.id)) ? await findUserById(db, found.userId) : undefined;
  if (!user) {
    throw new HttpError(422, messages.auth.invalidLoginLink, { token: [messages.auth.invalidLoginLink] });
  }
  assertNotBlocked(user);
  return startSession(db, user, client);
}
