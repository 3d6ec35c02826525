import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';
import { findUserByEmail, insertUser } from './accounts-db.ts';
import { assertStrongPassword } from './password-strength.ts';
import { hashPassword } from './passwords.ts';
import { type ClientInfo, type SignedIn, startSession } from './start-session.ts';

export interface NewUser {
  name: string;
  email: string;
  password: string;
}

const emailTaken = () => new HttpError(422, messages.auth.emailTaken, { email: [messages.auth.emailTaken] });

/** Creates an account; a taken address (in any letter case) is a 422 on `email`, even under a race. */
export async function createUser(db: Database, { name, email, password }: NewUser): Promise<UserRow> {
  // Checked first so a taken address costs no hashing; the unique index settles concurrent races.
  if (await findUserByEmail(db, email)) throw emailTaken();
  const user = await insertUser(db, { name, email, passwordHash: await hashPassword(password) });
  if (!user) throw emailTaken();
  return user;
}

/** `POST /api/sanc/register`: creates the account and signs it in. */
export async function registerUser(db: Database, newUser: NewUser, client: ClientInfo): Promise<SignedIn> {
  await assertStrongPassword(newUser.password, newUser);
  const user = await createUser(db, newUser);
  return startSession(db, user, client);
}
