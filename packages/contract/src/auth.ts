import { z } from 'zod';
import { plainTextSchema } from './plain-text.ts';
import { userSchema } from './user.ts';

/**
 * Requests and answers of the account calls (register, login, password reset, sign-in links).
 * Auth answers keep the Sanctum-style `{ token, user }` shape; bodies keep Laravel's snake_case
 * names (`password_confirmation`, `current_password`) that clients of that API already send.
 */

/** Persian sentences for each field rule; the web app shows them under the field. */
export const authFieldMessages = {
  nameRequired: 'نام را وارد کنید.',
  nameTooShort: 'نام باید دست‌کم ۲ نویسه باشد.',
  nameTooLong: 'نام نباید بیش از ۵۰ نویسه باشد.',
  emailRequired: 'ایمیل را وارد کنید.',
  emailInvalid: 'نشانی ایمیل درست نیست.',
  emailTooLong: 'نشانی ایمیل بیش از حد طولانی است.',
  passwordRequired: 'رمز عبور را وارد کنید.',
  passwordTooShort: 'رمز عبور باید دست‌کم ۸ نویسه باشد.',
  passwordTooLong: 'رمز عبور نباید بیش از ۱۲۸ نویسه باشد.',
  passwordOnlyDigits: 'رمز عبور نباید فقط از رقم تشکیل شده باشد.',
  passwordOnlySpaces: 'رمز عبور نباید فقط از فاصله تشکیل شده باشد.',
  passwordInvisibleCharacters:
    'رمز عبور نباید نویسه‌های نامرئی (مانند نیم‌فاصله یا فاصله‌ی بدون عرض) داشته باشد.',
  passwordEqualsEmail: 'رمز عبور نباید همان ایمیل شما یا بخشی از آن پیش از @ باشد.',
  confirmationMismatch: 'تکرار رمز عبور با رمز عبور یکسان نیست.',
  currentPasswordRequired: 'رمز عبور فعلی را وارد کنید.',
  tokenRequired: 'کد ورود یا بازیابی فرستاده نشده است.',
} as const;

const m = authFieldMessages;

/** Long enough for any real address (RFC 5321 caps a path at 254), short enough to index cheaply. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, { error: m.emailRequired, abort: true }) // an empty field needs no "malformed" too
  .max(EMAIL_MAX_LENGTH, m.emailTooLong)
  .regex(z.regexes.email, m.emailInvalid);

export const nameSchema = plainTextSchema({ error: m.nameRequired })
  .trim()
  .min(2, m.nameTooShort)
  .max(50, m.nameTooLong);

/**
 * Characters a password field does not show: zero-width and other format characters (ZWNJ, ZWJ,
 * ZWSP, BOM, bidi marks) and control characters. One pasted or typed by accident makes a password
 * its owner cannot type again on another keyboard.
 */
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}]/u;

/**
 * Rules for a new password: at least 8 characters, not only digits (Persian digits count too),
 * not only spaces, no invisible characters. The server also refuses the most common passwords
 * (apps/api/src/accounts/password-strength.ts; its dictionary is too large for the web app).
 */
export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong)
  .refine((value) => !/^\p{Nd}+$/u.test(value), m.passwordOnlyDigits)
  .refine((value) => !/^\s+$/u.test(value), m.passwordOnlySpaces)
  .refine((value) => !INVISIBLE_CHARACTER.test(value), m.passwordInvisibleCharacters);

/**
 * Whether a password is the account's email address, or its part before the @, in any letter
 * case: the first guesses of anyone who knows the address.
 */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const typed = password.normalize('NFKC').trim().toLowerCase();
  const address = email.normalize('NFKC').trim().toLowerCase();
  const localPart = address.slice(0, address.lastIndexOf('@'));
  return typed === address || (localPart !== '' && typed === localPart);
}

/** An existing password is only checked against its hash, never against today's rules. */
const existingPasswordSchema = (required: string) =>
  z.string({ error: required }).min(1, required).max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

const tokenSchema = z.string({ error: m.tokenRequired }).trim().min(1, m.tokenRequired).max(200);

const passwordsMatch = (body: { password: string; password_confirmation: string }) =>
  body.password === body.password_confirmation;

/**
 * "Confirmation matches", reported on `password_confirmation`. It runs even when other fields
 * failed (as long as both passwords are strings), so a form shows every problem at once.
 */
const confirmationRule = {
  path: ['password_confirmation'],
  message: m.confirmationMismatch,
  when: ({ value }: { value: unknown }) => {
    const body = value as Record<string, unknown> | undefined;
    return typeof body?.password === 'string' && typeof body.password_confirmation === 'string';
  },
};

/** "Not the email address", reported on `password`, for the forms that carry both. */
const passwordNotEmailRule = {
  path: ['password'],
  message: m.passwordEqualsEmail,
  when: ({ value }: { value: unknown }) => {
    const body = value as Record<string, unknown> | undefined;
    return typeof body?.password === 'string' && typeof body.email === 'string';
  },
};
const passwordIsNotEmail = (body: { password: string; email: string }) =>
  !passwordMatchesEmail(body.password, body.email);

export const registerBodySchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: z.string({ error: m.passwordRequired }),
  })
  .refine(passwordsMatch, confirmationRule)
  .refine(passwordIsNotEmail, passwordNotEmailRule)
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z
  .object({ email: emailSchema, password: existingPasswordSchema(m.passwordRequired) })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginWithTokenBodySchema = z.object({ token: tokenSchema }).meta({ id: 'LoginWithTokenBody' });
export type LoginWithTokenBody = z.infer<typeof loginWithTokenBodySchema>;

/** `POST /api/forgot-password` and `POST /api/sanc/login-link` both take just an address. */
export const emailOnlyBodySchema = z.object({ email: emailSchema }).meta({ id: 'EmailOnlyBody' });
export type EmailOnlyBody = z.infer<typeof emailOnlyBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    token: tokenSchema,
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: z.string({ error: m.passwordRequired }),
  })
  .refine(passwordsMatch, confirmationRule)
  .refine(passwordIsNotEmail, passwordNotEmailRule)
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z
  .object({
    current_password: existingPasswordSchema(m.currentPasswordRequired),
    password: newPasswordSchema,
    password_confirmation: z.string({ error: m.passwordRequired }),
  })
  .refine(passwordsMatch, confirmationRule)
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** A session token (`Authorization: Bearer <token>`) and the user it belongs to. */
export const authResponseSchema = z
  .object({ token: z.string(), user: userSchema })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Answers that only confirm, in one Persian sentence, that something was done. */
export const messageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
