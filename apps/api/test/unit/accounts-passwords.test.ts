import { afterEach, describe, expect, it } from 'vitest';
import { setPasswordHashingLimits } from '../../src/accounts/password-hashing-gate.ts';
import {
  ARGON2_PARAMETERS,
  hashPassword,
  verifyAgainstDecoy,
  verifyPassword,
} from '../../src/accounts/passwords.ts';
import { passwordHashingLimits } from '../../src/config.ts';

describe('password hashing', () => {
  it('stores argon2id in its encoded form, with a fresh salt each time', async () => {
    const [first, second] = await Promise.all([hashPassword('same-password'), hashPassword('same-password')]);
    const { memoryCost, timeCost, parallelism } = ARGON2_PARAMETERS;
    expect(first).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${memoryCost},t=${timeCost},p=${parallelism}\\$`),
    );
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('right-password');
    expect(await verifyPassword('right-password', hash)).toBe(true);
    expect(await verifyPassword('wrong-password', hash)).toBe(false);
    expect(await verifyPassword('right-password', 'not a hash')).toBe(false);
  });

  it('still verifies hashes written before the native binding (hash-wasm)', async () => {
    const writtenByHashWasm =
      '$argon2id$v=19$m=19456,t=2,p=1$8PRKgkIS0bPSQQxYWI5+XA$BG9yfyP8eJR1Tnj92Rw5BFjO+WKqkxAg8MHigtxwUo8';
    expect(await verifyPassword('secret-pass', writtenByHashWasm)).toBe(true);
    expect(await verifyPassword('secret-pasS', writtenByHashWasm)).toBe(false);
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

describe('password hashing threads', () => {
  afterEach(() => setPasswordHashingLimits(passwordHashingLimits()));

  it('hashes on as many threads as allowed, queues a few more and refuses the rest with a 503', async () => {
    setPasswordHashingLimits({ concurrency: 1, queueLimit: 2 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 8 }, () => hashPassword('storm-password')),
    );
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled').length).toBeGreaterThanOrEqual(3);
    expect(refused.length).toBeGreaterThan(0);
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 503,
        retryAfterSeconds: 2,
      });
    }
  });
});
