import type { Database } from '../../db/client.ts';
import type { PhoneCodeRow } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { messages } from '../../messages.ts';
import { PHONE_CODE_MAX_TRIES, phoneCodeMatches } from './phone-code-secrets.ts';
import { spendPhoneCodeTry } from './phone-codes-db.ts';
import type { PhoneCodeTarget } from './send-phone-code.ts';

const refuse = (message: string) => new HttpError(422, message, { code: [message] });

/**
 * Spends a try on the number's live code and returns it when `code` is right; 422 on `code`
 * otherwise. It does not use the code up: the caller claims it (`claimPhoneCode`) once it acts.
 */
export async function checkPhoneCode(
  db: Database,
  target: PhoneCodeTarget,
  code: string,
): Promise<PhoneCodeRow> {
  const row = await spendPhoneCodeTry(db, target, PHONE_CODE_MAX_TRIES);
  if (!row) throw refuse(messages.phone.codeExpired);
  if (!phoneCodeMatches(code, row.codeHash)) {
    throw refuse(row.tries >= PHONE_CODE_MAX_TRIES ? messages.phone.codeExpired : messages.phone.wrongCode);
  }
  return row;
}
