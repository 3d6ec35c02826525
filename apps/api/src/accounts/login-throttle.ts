import type { Database } from '../db/client.ts';
import { clientNetwork } from '../http/client-network.ts';
import { HttpError } from '../http/errors.ts';
import { countHit, readCounter } from '../http/rate-limit-counters.ts';
import { messages } from '../messages.ts';
import { claimLoginAttempt, clearLoginFailures, type DelayPolicy } from './login-failures-db.ts';

/**
 * Password login's lock-out policy (docs/API.md, "Accounts"). A stranger must not be able to lock
 * the owner out, so wrong passwords slow down the client that typed them, per (email, client
 * network): five are free, then each further attempt waits 1 s, 2 s, 4 s … up to 15 minutes after
 * the last failure. A success clears that client's failures; a day without failures forgets them.
 * Guessing from many networks at once meets a per-email ceiling (`LOGIN_FAILURES_PER_EMAIL_PER_HOUR`,
 * default 100 an hour) that pauses password login for that email only; the sign-in link
 * (`login-link`) stays open throughout, and every 429 says so.
 */
export const LOGIN_DELAYS: DelayPolicy = {
  freeFailures: 5,
  firstDelayMs: 1_000,
  longestDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

const CEILING_WINDOW_MS = 60 * 60_000;

export interface LoginAttempt {
  /** The password was wrong: counts towards the email's ceiling (this client's failure is counted already). */
  failed(): Promise<void>;
  /** The password was right: forgets this client's failures. */
  succeeded(): Promise<void>;
}

/**
 * Lets a password attempt through, or throws a 429 with its Retry-After. Runs for every address typed,
 * whether or not it has an account, so the answer tells nothing about which exist.
 */
export async function admitLoginAttempt(
  db: Database,
  email: string,
  ip: string | null,
  failuresPerEmailPerHour: number,
): Promise<LoginAttempt> {
  const address = email.toLowerCase();
  const client = clientNetwork(ip ?? 'unknown');
  const ceilingKey = `login-failures:email:${address}`;

  const ceiling = await readCounter(db, ceilingKey);
  if (ceiling.count >= failuresPerEmailPerHour) {
    throw throttled(ceiling.ttlMs, messages.loginThrottle.passwordLoginPaused);
  }
  const claim = await claimLoginAttempt(db, address, client, LOGIN_DELAYS);
  if (!claim.claimed) throw throttled(claim.waitMs, messages.loginThrottle.waitBeforeRetrying);

  return {
    failed: async () => {
      await countHit(db, ceilingKey, CEILING_WINDOW_MS);
    },
    succeeded: () => clearLoginFailures(db, address, client),
  };
}

function throttled(waitMs: number, message: (seconds: number) => string): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, message(seconds), undefined, seconds);
}
