import type { Database } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findUserByPhone, insertPhoneUser } from '../accounts-db.ts';
import { assertNotBlocked } from '../blocked-account.ts';
import { type ClientInfo, type SignedIn, startSession } from '../start-session.ts';
import { checkPhoneCode } from './check-phone-code.ts';
import { claimPhoneCode } from './phone-codes-db.ts';

const codeExpired = () =>
  new HttpError(422, messages.phone.codeExpired, { code: [messages.phone.codeExpired] });

/**
 * `POST /api/sanc/phone/verify`: the code signs in the number's account, or opens one (one flow,
 * as Filimo's). A number without an account needs a name: without one the answer is 422 on
 * `name` and the code stays usable for the second call. A blocked account gets 403, only after
 * the right code, so guessers learn nothing.
 */
export async function signInWithPhone(
  db: Database,
  { phone, code, name }: { phone: string; code: string; name?: string | undefined },
  client: ClientInfo,
): Promise<SignedIn & { created: boolean }> {
  const row = await checkPhoneCode(db, { phone, purpose: 'sign_in', userId: null }, code);
  const existing = await findUserByPhone(db, phone);
  if (existing) {
    if (!(await claimPhoneCode(db, row.id))) throw codeExpired();
    assertNotBlocked(existing);
    return { ...(await startSession(db, existing, client)), created: false };
  }
  if (!name) throw new HttpError(422, messages.phone.nameNeeded, { name: [messages.phone.nameNeeded] });
  if (!(await claimPhoneCode(db, row.id))) throw codeExpired();
  // A parallel verify may have opened the account a moment ago: then this signs in to it.
  const inserted = await insertPhoneUser(db, { name, phone });
  const user = inserted ?? (await findUserByPhone(db, phone));
  if (!user) throw codeExpired();
  assertNotBlocked(user);
  return { ...(await startSession(db, user, client)), created: inserted !== null };
}
