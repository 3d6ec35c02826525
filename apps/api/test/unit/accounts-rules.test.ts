import {
  authFieldMessages,
  changePasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@pardeh/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { presentUser } from '../../src/accounts/present-user.ts';
import type { UserRow } from '../../src/db/schema/index.ts';
import { clientNetwork } from '../../src/http/client-network.ts';
import { redactSecretsInUrl } from '../../src/http/redact-url.ts';

const fieldErrors = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
};

const valid = {
  name: 'نگار',
  email: 'negar@example.com',
  password: 'secret-pass',
  password_confirmation: 'secret-pass',
};

describe('registration rules', () => {
  it('accepts a valid body, trimming name and email', () => {
    expect(registerBodySchema.parse({ ...valid, name: ' نگار ', email: ' negar@example.com ' })).toEqual(
      valid,
    );
  });

  it.each([
    [{ name: 'ن' }, { name: [authFieldMessages.nameTooShort] }],
    [{ name: '  ن  ' }, { name: [authFieldMessages.nameTooShort] }],
    [{ name: 'ن'.repeat(51) }, { name: [authFieldMessages.nameTooLong] }],
    [{ email: 'negar@' }, { email: [authFieldMessages.emailInvalid] }],
    [{ email: '' }, { email: [authFieldMessages.emailRequired] }],
    [
      { password: 'short1', password_confirmation: 'short1' },
      { password: [authFieldMessages.passwordTooShort] },
    ],
    [
      { password: '1234567890', password_confirmation: '1234567890' },
      { password: [authFieldMessages.passwordOnlyDigits] },
    ],
    [
      { password: '۱۲۳۴۵۶۷۸۹', password_confirmation: '۱۲۳۴۵۶۷۸۹' },
      { password: [authFieldMessages.passwordOnlyDigits] },
    ],
    [
      { password_confirmation: 'secret-pasS' },
      { password_confirmation: [authFieldMessages.confirmationMismatch] },
    ],
  ])('reports %j', (change, errors) => {
    expect(fieldErrors(registerBodySchema, { ...valid, ...change })).toEqual(errors);
  });

  it('accepts Persian digits and letters in a password that is not only ASCII digits', () => {
    expect(
      registerBodySchema.safeParse({ ...valid, password: 'رمز۱۲۳۴۵۶', password_confirmation: 'رمز۱۲۳۴۵۶' })
        .success,
    ).toBe(true);
  });

  it('reports a mismatched confirmation even when other fields fail too', () => {
    expect(
      Object.keys(fieldErrors(registerBodySchema, { ...valid, name: '', password_confirmation: 'x' })).sort(),
    ).toEqual(['name', 'password_confirmation']);
  });

  it('applies the same new-password rules to reset and change', () => {
    expect(
      fieldErrors(resetPasswordBodySchema, {
        token: 't',
        email: valid.email,
        password: '12345678',
        password_confirmation: '12345678',
      }),
    ).toEqual({
      password: [authFieldMessages.passwordOnlyDigits],
    });
    expect(
      fieldErrors(changePasswordBodySchema, {
        current_password: '',
        password: 'new-pass-1',
        password_confirmation: 'new-pass-1',
      }),
    ).toEqual({
      current_password: [authFieldMessages.currentPasswordRequired],
    });
  });

  it('does not hold sign-in passwords to the new-password rules', () => {
    expect(loginBodySchema.safeParse({ email: valid.email, password: '1' }).success).toBe(true);
  });
});

describe('presentUser', () => {
  const row: UserRow = {
    id: 5,
    name: 'نگار',
    email: 'Negar@example.com',
    phone: null,
    passwordHash: '$argon2id$secret',
    isAdmin: true,
    newNotifications: true,
    premiumPlanId: 2,
    premiumExpiresAt: new Date('2030-01-01T00:00:00Z'),
    blockedAt: null,
    blockReason: null,
    blockedBy: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-02T00:00:00Z'),
  };

  it('shows premium as active before its expiry and not after, and never the hash; tells an operator they are one', () => {
    const before = presentUser(row, new Date('2029-12-31T23:59:59Z'));
    expect(before).toEqual({
      id: 5,
      name: 'نگار',
      email: 'Negar@example.com',
      phone: null,
      hasPassword: true,
      newNotifications: true,
      isAdmin: true,
      premium: { active: true, planId: 2, expiresAt: '2030-01-01T00:00:00.000Z' },
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    // A number-only account: no address, no password, the hash never shown either way.
    expect(presentUser({ ...row, email: null, passwordHash: null, phone: '+989121234567' })).toMatchObject({
      email: null,
      phone: '+989121234567',
      hasPassword: false,
    });
    expect(presentUser(row, new Date('2030-01-01T00:00:00Z')).premium.active).toBe(false);
    expect(presentUser({ ...row, premiumExpiresAt: null, premiumPlanId: null }).premium).toEqual({
      active: false,
      planId: null,
      expiresAt: null,
    });
  });
});

describe('clientNetwork (rate-limit key)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:2:3:4:5', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:1::9', '2001:db8:85a3:1::/64'],
    ['2001:0db8:0000:0001:ffff::1', '2001:db8:0:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (ip, key) => {
    expect(clientNetwork(ip)).toBe(key);
  });

  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:85a3:1:2:3:4:5', '2001:db8:85a3::/48'],
    ['2001:db8:85a3:ffff::9', '2001:db8:85a3::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
  ])('%s → %s counting whole /48s', (ip, key) => {
    expect(clientNetwork(ip, { ipv6PrefixGroups: 3 })).toBe(key);
  });
});

describe('redactSecretsInUrl', () => {
  it('hides tokens in reset paths and token query parameters, and nothing else', () => {
    expect(redactSecretsInUrl('/auth/reset-password/12.secret?email=a%40b.c')).toBe(
      '/auth/reset-password/[redacted]?email=a%40b.c',
    );
    expect(redactSecretsInUrl('/auth/login?login_token=12.secret&next=/x')).toBe(
      '/auth/login?login_token=[redacted]&next=/x',
    );
    expect(redactSecretsInUrl('/api/titles?page=2')).toBe('/api/titles?page=2');
  });
});
