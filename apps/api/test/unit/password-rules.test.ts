import {
  authFieldMessages,
  changePasswordBodySchema,
  newPasswordSchema,
  passwordMatchesEmail,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import { assertStrongPassword, isGuessablePassword } from '../../src/accounts/password-strength.ts';
import { HttpError } from '../../src/http/errors.ts';
import { messages } from '../../src/messages.ts';

const passwordErrors = (password: string) => {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the contract’s new-password rules', () => {
  it.each([
    ['spaces only', ' '.repeat(9), authFieldMessages.passwordOnlySpaces],
    ['no-break and ideographic spaces only', ' \u00a0\u3000'.repeat(3), authFieldMessages.passwordOnlySpaces],
    ['a zero-width space', 'film\u200b4you', authFieldMessages.passwordInvisibleCharacters],
    [
      'a zero-width non-joiner (Persian half-space)',
      'می\u200cخواهم۱۲',
      authFieldMessages.passwordInvisibleCharacters,
    ],
    ['a byte-order mark', '\ufefffilm4you', authFieldMessages.passwordInvisibleCharacters],
    ['a right-to-left override', 'film\u202e4you', authFieldMessages.passwordInvisibleCharacters],
    ['a control character', 'film\u00004you', authFieldMessages.passwordInvisibleCharacters],
  ])('refuses %s', (_label, password, message) => {
    expect(passwordErrors(password)).toEqual([message]);
  });

  it('refuses a password of zero-width characters only as invisible', () => {
    expect(passwordErrors('\u200b'.repeat(8))).toEqual([authFieldMessages.passwordInvisibleCharacters]);
  });

  it('accepts Persian letters, inner spaces and symbols', () => {
    expect(passwordErrors('رمز من ۱۴۰۳!')).toEqual([]);
    expect(passwordErrors('a long enough password')).toEqual([]);
  });

  it('compares a password with the address and its part before the @, in any letter case', () => {
    expect(passwordMatchesEmail('Negar.Rezaei@Example.com', 'negar.rezaei@example.com')).toBe(true);
    expect(passwordMatchesEmail(' NEGAR.REZAEI ', 'negar.rezaei@example.com')).toBe(true);
    expect(passwordMatchesEmail('negar.rezaei1', 'negar.rezaei@example.com')).toBe(false);
    expect(passwordMatchesEmail('example.com', 'negar.rezaei@example.com')).toBe(false);
  });

  it('reports a password equal to the address on `password` in register and reset', () => {
    const email = 'negar.rezaei@example.com';
    for (const [schema, extra] of [
      [registerBodySchema, { name: 'نگار' }],
      [resetPasswordBodySchema, { token: '1.abc' }],
    ] as const) {
      const result = schema.safeParse({
        ...extra,
        email,
        password: 'negar.rezaei',
        password_confirmation: 'negar.rezaei',
      });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['password', authFieldMessages.passwordEqualsEmail],
      ]);
    }
  });

  it('applies the character rules to the change-password form too', () => {
    const result = changePasswordBodySchema.safeParse({
      current_password: 'old-password',
      password: ' '.repeat(8),
      password_confirmation: ' '.repeat(8),
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      authFieldMessages.passwordOnlySpaces,
    ]);
  });
});

describe('the server’s strength check', () => {
  const owner = { email: 'sara.karimi@example.com', name: 'سارا کریمی' };

  it.each([
    'password1',
    'qwerty123',
    'iloveyou',
    '1q2w3e4r5t',
    'P@ssw0rd',
    'abcdefgh',
    'aaaaaaaa',
    'pardeh2024',
  ])('calls %s guessable', async (password) => {
    expect(await isGuessablePassword(password, owner)).toBe(true);
  });

  it('calls the owner’s own address and name guessable', async () => {
    expect(await isGuessablePassword('sara.karimi', owner)).toBe(true);
    expect(await isGuessablePassword('sara.karimi1', owner)).toBe(true);
  });

  it.each(['film4you', 'pardeh-secret-1', 'Ketab-Khane-1403', 'a long enough password', 'رمز من ۱۴۰۳!'])(
    'lets %s through',
    async (password) => {
      expect(await isGuessablePassword(password, owner)).toBe(false);
    },
  );

  it('throws a 422 with the message on the named field', async () => {
    const error = await assertStrongPassword('qwerty123', owner).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 422, errors: { password: [messages.passwords.tooCommon] } });
    await expect(assertStrongPassword('film4you', owner)).resolves.toBeUndefined();
  });
});
