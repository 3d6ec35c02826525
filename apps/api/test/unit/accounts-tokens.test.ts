import { describe, expect, it } from 'vitest';
import { loginLink, resetPasswordLink } from '../../src/accounts/links.ts';
import {
  constantTimeEqual,
  formatToken,
  generateSecret,
  hashSecret,
  parseToken,
  secretMatches,
} from '../../src/accounts/tokens.ts';

describe('opaque tokens', () => {
  it('generates 256-bit base64url secrets, different every time', () => {
    const secrets = new Set(Array.from({ length: 1000 }, generateSecret));
    expect(secrets.size).toBe(1000);
    for (const secret of secrets) {
      expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    }
  });

  it('hashes a secret with SHA-256 (hex), deterministically', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashSecret('abc')).toBe(hashSecret('abc'));
  });

  it('round-trips id and secret through the token text', () => {
    const secret = generateSecret();
    expect(parseToken(formatToken(42, secret))).toEqual({ id: 42, secret });
  });

  it.each([
    '',
    'abc',
    `0.${'a'.repeat(43)}`,
    `-1.${'a'.repeat(43)}`,
    `1.${'a'.repeat(42)}`,
    `1.${'a'.repeat(44)}`,
    `1|${'a'.repeat(43)}`,
    `1.${'a'.repeat(42)}=`,
    `1234567890123456.${'a'.repeat(43)}`,
    ` 1.${'a'.repeat(43)}`,
  ])('rejects the malformed token %j', (token) => {
    expect(parseToken(token)).toBeNull();
  });

  it('matches a secret only against its own hash', () => {
    const secret = generateSecret();
    expect(secretMatches(secret, hashSecret(secret))).toBe(true);
    expect(secretMatches(generateSecret(), hashSecret(secret))).toBe(false);
    expect(secretMatches(secret, 'short')).toBe(false);
  });

  it('compares strings of any length without throwing', () => {
    expect(constantTimeEqual('same', 'same')).toBe(true);
    expect(constantTimeEqual('same', 'Same')).toBe(false);
    expect(constantTimeEqual('short', 'longer one')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});

describe('email links', () => {
  it('builds the reset link the web app reads: /auth/reset-password/{token}?email=', () => {
    expect(resetPasswordLink('https://pardeh.example', '7.abc_-', 'a+b@example.com')).toBe(
      'https://pardeh.example/auth/reset-password/7.abc_-?email=a%2Bb%40example.com',
    );
  });

  it('builds the sign-in link: /auth/login?login_token=', () => {
    expect(loginLink('https://pardeh.example', '7.abc_-')).toBe(
      'https://pardeh.example/auth/login?login_token=7.abc_-',
    );
  });
});
