import { randomBytes } from 'node:crypto';

/**
 * argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane): 70–100 ms per hash on this 2-core
 * machine, measured with hash-wasm (WebAssembly, so no native build). The encoded string keeps
 * its parameters, so raising them later still verifies old hashes.
 */
export const ARGON2_PARAMETERS = {
  memorySize: 19_456,
  iterations: 2,
  parallelism: 1,
  hashLength: 32,
} as const;

/**
 * The same password typed on two keyboards can differ in Unicode form (Persian letters and
 * digits especially); NFKC makes them one.
 */
const normalize = (password: string) => password.normalize('NFKC');

// Loaded on first use rather than at start-up, where it would add ~60 ms.
const hashWasm = () => import('hash-wasm');

export async function hashPassword(password: string): Promise<string> {
  const { argon2id } = await hashWasm();
  return argon2id({
    ...ARGON2_PARAMETERS,
    password: normalize(password),
    salt: randomBytes(16),
    outputType: 'encoded',
  });
}

export async function verifyPassword(password: string, encodedHash: string): Promise<boolean> {
  const { argon2Verify } = await hashWasm();
  try {
    return await argon2Verify({ password: normalize(password), hash: encodedHash });
  } catch {
    return false; // a malformed stored hash never matches
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time a real check would, for sign-ins with an unknown address, so response times do
 * not tell which addresses have accounts.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await decoyHash);
  return false;
}
