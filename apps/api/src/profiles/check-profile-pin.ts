import type { Database } from '../db/client.ts';
import { HttpError } from '../http/errors.ts';
import { countHit, readCounter } from '../http/rate-limit-counters.ts';
import { messages } from '../messages.ts';
import { pinMatches } from './pin-hashing.ts';

/** Wrong PINs an account may type in PIN_WINDOW_MS; the next try waits for the window's end. */
export const PIN_TRIES = 5;
const PIN_WINDOW_MS = 15 * 60_000;

/**
 * Checks a PIN against the hashes it may match, counting wrong ones per account in the shared
 * rate-limit counters (every API instance sees them). Once PIN_TRIES wrong ones are counted, every
 * try answers 429 with Retry-After until the window ends, the right PIN too, so guessing the
 * 10,000 values takes days. Missing or wrong: 403.
 */
export async function checkProfilePin(
  db: Database,
  userId: number,
  pin: string | undefined,
  hashes: readonly string[],
): Promise<void> {
  const key = `profile-pin:user:${userId}`;
  const counted = await readCounter(db, key);
  if (counted.count >= PIN_TRIES) throw tooManyTries(counted.ttlMs);
  if (pin === undefined) throw new HttpError(403, messages.profiles.pinRequired);
  for (const hash of hashes) if (await pinMatches(pin, hash)) return;
  const after = await countHit(db, key, PIN_WINDOW_MS);
  if (after.count >= PIN_TRIES) throw tooManyTries(after.ttlMs);
  throw new HttpError(403, messages.profiles.wrongPin);
}

function tooManyTries(ttlMs: number): HttpError {
  return new HttpError(
    429,
    messages.profiles.tooManyPinTries,
    undefined,
    Math.max(1, Math.ceil(ttlMs / 1000)),
  );
}
