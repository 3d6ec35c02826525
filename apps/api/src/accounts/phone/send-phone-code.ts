import type { PhoneCodeSentResponse } from '@pardeh/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { PhoneCodePurpose } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { countHit } from '../../http/rate-limit-counters.ts';
import { messages } from '../../messages.ts';
import type { SmsSender } from '../../sms/sms-sender.ts';
import { generatePhoneCode, hashPhoneCode, PHONE_CODE_LIFETIME_MS } from './phone-code-secrets.ts';
import { deletePhoneCode, insertPhoneCode } from './phone-codes-db.ts';

export interface PhoneCodeDeps {
  db: Database;
  sms: SmsSender;
  limits: Pick<SmsConfig, 'resendSeconds' | 'codesPerNumberPerHour'>;
  log: FastifyBaseLogger;
}

export interface PhoneCodeTarget {
  phone: string;
  purpose: PhoneCodePurpose;
  /** The account an 'add_phone' code is for. */
  userId: number | null;
}

const HOUR_MS = 60 * 60_000;
/** What a 503 asks to wait when no resend pause is configured. */
const PROVIDER_RETRY_SECONDS = 30;

/**
 * Sends a new code to a number, limited per number (one per PHONE_CODE_RESEND_SECONDS, at most
 * PHONE_CODES_PER_NUMBER_PER_HOUR an hour) so nobody can flood a phone or the SMS bill; the limit
 * per client address is the route's. When the provider does not take the message the code is
 * deleted (nobody can guess a code that was never sent) and the answer is 503 with Retry-After.
 */
export async function sendPhoneCode(
  { db, sms, limits, log }: PhoneCodeDeps,
  target: PhoneCodeTarget,
): Promise<PhoneCodeSentResponse> {
  const resendWait = await claimSendSlot(db, target.phone, limits);
  const code = generatePhoneCode();
  const id = await insertPhoneCode(db, {
    ...target,
    codeHash: hashPhoneCode(code),
    lifetimeMs: PHONE_CODE_LIFETIME_MS,
  });
  try {
    await sms.sendCode(target.phone, code);
  } catch (error) {
    await deletePhoneCode(db, id);
    log.warn({ err: error, provider: sms.id }, 'SMS provider did not take a code');
    throw new HttpError(
      503,
      messages.phone.smsUnavailable,
      undefined,
      Math.max(resendWait, PROVIDER_RETRY_SECONDS),
    );
  }
  return {
    message: messages.phone.codeSent,
    phone: target.phone,
    retryAfter: resendWait,
    expiresIn: PHONE_CODE_LIFETIME_MS / 1000,
  };
}

/** Counts a send for the number, or throws 429 with the wait; returns seconds until the next may go. */
async function claimSendSlot(
  db: Database,
  phone: string,
  { resendSeconds, codesPerNumberPerHour }: PhoneCodeDeps['limits'],
): Promise<number> {
  let resendWait = 0;
  if (resendSeconds > 0) {
    const pause = await countHit(db, `phone-code:resend:${phone}`, resendSeconds * 1000);
    if (pause.count > 1) throw waitFor(pause.ttlMs);
    resendWait = Math.max(1, Math.ceil(pause.ttlMs / 1000));
  }
  const hour = await countHit(db, `phone-code:hour:${phone}`, HOUR_MS);
  if (hour.count > codesPerNumberPerHour) throw waitFor(hour.ttlMs);
  return resendWait;
}

function waitFor(ttlMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new HttpError(429, messages.phone.waitForNextCode(seconds), undefined, seconds);
}
