import { describe, expect, it } from 'vitest';
import {
  ARGON2_PARAMETERS,
  hashPassword,
  verifyAgainstDecoy,
  verifyPassword,
} from '../../src/accounts/passwords.ts';

describe('password hashing', () => {
  it('stores argon2id in its encoded form, with a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    const { memorySize, iterations, parallelism } = ARGON2_PARAMETERS;
    expect(first).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${memorySize},t=${iterations},p=${parallelism}\\$`),
    );
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('right-password');
    expect(await verifyPassword('right-password', hash)).toBe(true);
    expect(await verifyPassword('wrong-password', hash)).toBe(false);
    expect(await verifyPassword('right-password', 'not a hash')).toBe(false);
  });

  it('treats Unicode forms of the same text as one password', async () => {
    const composed = 'caf\u00e9-pass'; // é as one code point
    const decomposed = 'cafe\u0301-pass'; // e + combining acute
    expect(await verifyPassword(decomposed, await hashPassword(composed))).toBe(true);
  });

  it('never accepts anything in the decoy check', async () => {
    expect(await verifyAgainstDecoy('anything')).toBe(false);
  });
});
