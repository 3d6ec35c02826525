import pLimit from 'p-limit';
import { type PasswordHashingLimits, passwordHashingLimits } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { messages } from '../messages.ts';

/**
 * A turn for each argon2id hash or check. Unbounded, a storm of sign-ins would take every core
 * from the event loop (and every libuv pool thread from file reads and compression); past the
 * queue's limit a sign-in answers 503 with Retry-After instead of making every waiting one later.
 */

const RETRY_AFTER_SECONDS = 2;

let limits = passwordHashingLimits();
let limit = pLimit(limits.concurrency);

/** Sets the limits for this process (the server, from PASSWORD_HASHING_THREADS). */
export function setPasswordHashingLimits(next: PasswordHashingLimits): void {
  limits = next;
  limit = pLimit(next.concurrency);
}

/** Hashing work waiting for a turn and running now, for metrics and tests. */
export const passwordHashingLoad = () => ({ active: limit.activeCount, waiting: limit.pendingCount });

/** Runs one hash or verification in its turn, or throws a 503 when too many already wait. */
export function runPasswordWork<T>(work: () => Promise<T>): Promise<T> {
  if (limit.pendingCount >= limits.queueLimit) {
    return Promise.reject(new HttpError(503, messages.auth.busy, undefined, RETRY_AFTER_SECONDS));
  }
  return limit(work);
}
