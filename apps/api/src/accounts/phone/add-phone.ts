import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findUserById, setUserContact } from '../accounts-db.ts';
import { checkPhoneCode } from './check-phone-code.ts';
import { claimPhoneCode } from './phone-codes-db.ts';

/**
 * `POST /api/user/phone`: the code proves the number is the user's; from then on it signs in to
 * this account. 409 when another account took the number meanwhile.
 */
export async function addPhone(
  db: Database,
  user: UserRow,
  { phone, code }: { phone: string; code: string },
): Promise<UserRow> {
  if (user.phone !== null) throw new HttpError(409, messages.phone.alreadyHasPhone);
  const row = await checkPhoneCode(db, { phone, purpose: 'add_phone', userId: user.id }, code);
  if (!(await claimPhoneCode(db, row.id))) {
    throw new HttpError(422, messages.phone.codeExpired, { code: [messages.phone.codeExpired] });
  }
  if (!(await setUserContact(db, user.id, { phone }))) {
    throw new HttpError(409, messages.phone.phoneTaken, { phone: [messages.phone.phoneTaken] });
  }
  const updated = await findUserById(db, user.id);
  if (!updated) throw new HttpError(404, messages.notFound);
  return updated;
}
