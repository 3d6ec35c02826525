import { z } from 'zod';
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

export const nameSchema = z
  .string({ error: m.nameRequired })
  .trim()
  .min(2, m.nameTooShort)
  .max(50, m.nameTooLong);

/** Rules for a new password: at least 8 characters and not only digits (Persian digits count too). */
export const newPasswordSchema = z
  .string({ error: m.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, m.passwordTooLong)
  .refine((value) => !/^\p{Nd}+$/u.test(value), m.passwordOnlyDigits);

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

export const registerBodySchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    password_confirmation: z.string({ error: m.passwordRequired }),
  })
  .refine(passwordsMatch, confirmationRule)
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
