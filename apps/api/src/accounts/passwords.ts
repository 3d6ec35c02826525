import { randomBytes } from 'node:crypto';
import { runPasswordWork } from './password-hashing-gate.ts';

/**
 * argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane). `@node-rs/argon2` (Rust, prebuilt for
 * linux-x64 in its npm package) hashes in ~32 ms here, on the password threads
 * (`password-hashing-gate.ts`), where hash-wasm took ~67 ms on the event loop itself and stalled
 * every other request (docs/DECISIONS.md has the measurements). The encoded PHC string keeps its
 * parameters, so hashes written by hash-wasm still verify, and raising them later still verifies
 * old ones.
 */
export const ARGON2_PARAMETERS = {
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
  algorithm: 2, // Algorithm.Argon2id: the binding's enum is `const`, which isolated modules cannot import
} as const;

/**
 * The same password typed on two keyboards can differ in Unicode form (Persian letters and
 * digits especially); NFKC makes them one.
 */
const normalize = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return runPasswordWork<string>({ kind: 'hash', password: normalize(password), options: ARGON2_PARAMETERS });
}

/** False for a wrong password and for a malformed stored hash alike. */
export function verifyPassword(password: string, encodedHash: string): Promise<boolean> {
  return runPasswordWork<boolean>({ kind: 'verify', password: normalize(password), hash: encodedHash });
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time a real check would, for sign-ins with an unknown address, so response times do
 * not tell which addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  decoyHash.catch(() => {
    decoyHash = undefined; // refused by a full queue: make it on a later attempt
  });
  await verifyPassword(password, await decoyHash);
  return false;
}
