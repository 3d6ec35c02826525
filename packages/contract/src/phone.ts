import { z } from 'zod';
import { emailSchema, nameSchema } from './auth.ts';

/**
 * Sign-in with an Iranian mobile number and a one-time SMS code (docs/API.md, "Accounts"). Every
 * form people type (09…, +98…, 0098…, 98…, 9…; Persian, Arabic-Indic or Latin digits; spaces,
 * dashes, dots, brackets) becomes one stored form: E.164, `+989xxxxxxxxx`.
 */

export const phoneFieldMessages = {
  phoneRequired: 'شماره‌ی موبایل را وارد کنید.',
  phoneInvalid: 'شماره‌ی موبایل درست نیست؛ مانند ۰۹۱۲۳۴۵۶۷۸۹ بنویسید.',
  codeRequired: 'کد تأیید را وارد کنید.',
  codeInvalid: 'کد تأیید ۶ رقم است.',
} as const;

/** Digits of the code the SMS carries (docs/DECISIONS.md, Accounts). */
export const PHONE_CODE_LENGTH = 6;

const PERSIAN_ZERO = 0x06f0;
const ARABIC_INDIC_ZERO = 0x0660;

/** Persian (۰–۹) and Arabic-Indic (٠–٩) digits as Latin ones; other characters unchanged. */
export function latinDigits(text: string): string {
  return text.replace(/[\u06f0-\u06f9\u0660-\u0669]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

/**
 * The number in E.164 (`+989123456789`), or null when it is not an Iranian mobile number.
 * Separators people type (spaces, dashes, dots, brackets, bidi marks) are ignored.
 */
export function normalisePhone(input: string): string | null {
  const compact = latinDigits(input.normalize('NFKC')).replace(/[\s\-.()\u200c-\u200f\u202a-\u202e]/g, '');
  const match = /^(?:\+98|0098|98|0)?(9\d{9})$/.exec(compact);
  return match ? `+98${match[1]}` : null;
}

/** The number as Iranians write it, for display: `۰۹۱۲ ۳۴۵ ۶۷۸۹`. */
export function displayPhone(e164: string): string {
  const local = `0${e164.slice(3)}`;
  const grouped = `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
  return grouped.replace(/\d/g, (digit) => String.fromCharCode(PERSIAN_ZERO + Number(digit)));
}

/** Any accepted form in, E.164 out. */
export const phoneSchema = z
  .string({ error: phoneFieldMessages.phoneRequired })
  .trim()
  .min(1, { error: phoneFieldMessages.phoneRequired, abort: true })
  .max(40, phoneFieldMessages.phoneInvalid)
  .transform((value, context) => {
    const phone = normalisePhone(value);
    if (phone) return phone;
    context.addIssue({ code: 'custom', message: phoneFieldMessages.phoneInvalid });
    return z.NEVER;
  });

/** The code as typed (Persian digits welcome), as Latin digits. */
export const phoneCodeSchema = z
  .string({ error: phoneFieldMessages.codeRequired })
  .transform((value) => latinDigits(value).replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: phoneFieldMessages.codeRequired, abort: true })
      .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), phoneFieldMessages.codeInvalid),
  );

/** `POST /api/sanc/phone/code` and `POST /api/user/phone/code`. */
export const phoneCodeRequestBodySchema = z
  .object({ phone: phoneSchema })
  .meta({ id: 'PhoneCodeRequestBody' });
export type PhoneCodeRequestBody = z.input<typeof phoneCodeRequestBodySchema>;

/** Sent: the number as stored, and when another code may be asked for. */
export const phoneCodeSentResponseSchema = z
  .object({
    message: z.string(),
    phone: z.string(),
    /** Seconds before a new code for this number may be asked for. */
    retryAfter: z.number().int(),
    /** Seconds the code stays valid. */
    expiresIn: z.number().int(),
  })
  .meta({ id: 'PhoneCodeSentResponse' });
export type PhoneCodeSentResponse = z.infer<typeof phoneCodeSentResponseSchema>;

/**
 * `POST /api/sanc/phone/verify`: signs in the number's account, or creates one. A number without
 * an account needs `name`: without it the answer is 422 on `name` and the code stays usable.
 */
export const phoneVerifyBodySchema = z
  .object({ phone: phoneSchema, code: phoneCodeSchema, name: nameSchema.optional() })
  .meta({ id: 'PhoneVerifyBody' });
export type PhoneVerifyBody = z.input<typeof phoneVerifyBodySchema>;

/** `POST /api/user/phone`: adds the verified number to the signed-in account. */
export const addPhoneBodySchema = z
  .object({ phone: phoneSchema, code: phoneCodeSchema })
  .meta({ id: 'AddPhoneBody' });
export type AddPhoneBody = z.input<typeof addPhoneBodySchema>;

/** `POST /api/user/email`: mails a confirmation link to the address to add. */
export const addEmailBodySchema = z.object({ email: emailSchema }).meta({ id: 'AddEmailBody' });
export type AddEmailBody = z.input<typeof addEmailBodySchema>;
