import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { findUserByEmail } from './accounts-db.ts';
import { assertNotBlocked } from './blocked-account.ts';
import { admitLoginAttempt } from './login-throttle.ts';
import { verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { type ClientInfo, type SignedIn, startSession } from './start-session.ts';

/**
 * `POST /api/sanc/login`. An unknown address and a wrong password get the same answer, after the
 * same amount of hashing work, so neither the message nor the timing tells which it was. Wrong
 * passwords slow down the client that typed them (`login-throttle.ts`), which may answer 429. A blocked account with the right password gets 403.
 */
export async function logIn(
  db: Database,
  { email, password }: { email: string; password: string },
  client: ClientInfo,
  { failuresPerEmailPerHour }: { failuresPerEmailPerHour: number },
): Promise<SignedIn> {
  const attempt = await admitLoginAttempt(db, email, client, failuresPerEmailPerHour);
  const user = await findUserByEmail(db, email);
  // A number-only account has no password: it answers as an unknown address does.
  const valid = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDecoy(password);
  if (!user || !valid) {
    await attempt.failed();
    throw new HttpError(422, messages.auth.invalidCredentials);
  }
  await attempt.succeeded();
  assertNotBlocked(user); // only after the password matched: the answer must not reveal blocks to guessers
  return startSession(db, user, client);
}
