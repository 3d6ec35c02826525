import type { Database } from '../db/client.ts';
import { clientNetwork } from '../http/client-network.ts';
import { HttpError } from '../http/errors.ts';
import { countHit, readCounter } from '../http/rate-limit-counters.ts';
import { messages } from '../messages.ts';
import { trustedDeviceHash } from './device-cookie.ts';
import { claimLoginAttempt, clearLoginFailures, type DelayPolicy } from './login-failures-db.ts';

/**
 * Password login's lock-out policy (docs/API.md, "Accounts"). A stranger must never be able to
 * lock the owner out, so wrong passwords slow down only whoever typed them:
 * - a device that signed in to the account before (its device cookie, `device-cookie.ts`) is
 *   counted on its own: five wrong passwords are free, then each further attempt waits 1 s, 2 s,
 *   4 s … up to 15 minutes. Nobody else's failures ever make it wait.
 * - any other client is counted per (email, client network) the same way. Once the account has
 *   had `LOGIN_FAILURES_PER_EMAIL_PER_HOUR` wrong passwords from such clients within the hour, it
 *   is under attack: each new client gets one free attempt, then waits from a minute, doubling to
 *   15 minutes, and IPv6 clients are counted by /48 instead of /64. There is no pause for the
 *   whole account: the owner on a new device signs in at the first try, or after a delay that
 *   only their own mistakes made.
 * A success clears that client's failures; a day without failures forgets them. The sign-in link
 * (`login-link`) stays open throughout, and every 429 says so.
 */
export const LOGIN_DELAYS: DelayPolicy = {
  freeFailures: 5,
  firstDelayMs: 1_000,
  longestDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** The delays of clients that never signed in to an account under attack. */
export const UNDER_ATTACK_DELAYS: DelayPolicy = { ...LOGIN_DELAYS, freeFailures: 1, firstDelayMs: 60_000 };

const ATTACK_WINDOW_MS = 60 * 60_000;

export interface LoginAttempt {
  /** The password was wrong: counts towards the account's attack window when the device is not trusted. */
  failed(): Promise<void>;
  /** The password was right: forgets this client's failures. */
  succeeded(): Promise<void>;
}

export interface AttemptingClient {
  ip: string | null;
  deviceSecret: string | null;
}

/**
 * Lets a password attempt through, or throws a 429 with its Retry-After. Runs for every address
 * typed, whether or not it has an account, so the answer tells nothing about which exist.
 */
export async function admitLoginAttempt(
  db: Database,
  email: string,
  { ip, deviceSecret }: AttemptingClient,
  failuresPerEmailPerHour: number,
): Promise<LoginAttempt> {
  const address = email.toLowerCase();
  const deviceHash = await trustedDeviceHash(db, address, deviceSecret);
  if (deviceHash) {
    const device = `device:${deviceHash}`;
    await claimOrThrow(db, address, device, LOGIN_DELAYS);
    return { failed: async () => {}, succeeded: () => clearLoginFailures(db, address, device) };
  }

  const attackKey = `login-failures:email:${address}`;
  const underAttack = (await readCounter(db, attackKey)).count >= failuresPerEmailPerHour;
  const client = clientNetwork(ip ?? 'unknown', { ipv6PrefixGroups: underAttack ? 3 : 4 });
  await claimOrThrow(db, address, client, underAttack ? UNDER_ATTACK_DELAYS : LOGIN_DELAYS);
  return {
    failed: async () => {
      await countHit(db, attackKey, ATTACK_WINDOW_MS);
    },
    succeeded: () => clearLoginFailures(db, address, client),
  };
}

async function claimOrThrow(db: Database, email: string, client: string, policy: DelayPolicy): Promise<void> {
  const claim = await claimLoginAttempt(db, email, client, policy);
  if (claim.claimed) return;
  const seconds = Math.max(1, Math.ceil(claim.waitMs / 1000));
  throw new HttpError(429, messages.loginThrottle.waitBeforeRetrying(seconds), undefined, seconds);
}
