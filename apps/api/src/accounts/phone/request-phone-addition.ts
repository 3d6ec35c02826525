import type { PhoneCodeSentResponse } from '@pardeh/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { findUserByPhone } from '../accounts-db.ts';
import { type PhoneCodeDeps, sendPhoneCode } from './send-phone-code.ts';

/**
 * `POST /api/user/phone/code`: texts a code to the number a signed-in account wants to add. 409
 * when the account has a number already, or another account has this one (a signed-in, rate-
 * limited caller may learn that; the sign-in flow never tells).
 */
export async function requestPhoneAddition(
  deps: PhoneCodeDeps,
  user: UserRow,
  phone: string,
): Promise<PhoneCodeSentResponse> {
  if (user.phone !== null) throw new HttpError(409, messages.phone.alreadyHasPhone);
  if (await findUserByPhone(deps.db, phone)) {
    throw new HttpError(409, messages.phone.phoneTaken, { phone: [messages.phone.phoneTaken] });
  }
  return sendPhoneCode(deps, { phone, purpose: 'add_phone', userId: user.id });
}
