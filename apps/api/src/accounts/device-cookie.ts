import type { Database } from '../db/client.ts';
import { generateSecret, hashSecret } from './tokens.ts';
import { isTrustedDevice, recordTrustedDevice } from './trusted-devices-db.ts';

/**
 * The device cookie (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a random
 * secret, HttpOnly, sent only to the auth calls, that a browser receives when it signs in. A
 * device that signed in to an account before is throttled on its own when it types wrong
 * passwords, so a stranger guessing from any number of addresses never makes the owner wait.
 */
export const DEVICE_COOKIE = 'pardeh_device';
export const DEVICE_COOKIE_PATH = '/api/sanc';
/** A device unused this long is a stranger again. */
export const TRUSTED_DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The cookie's secret when it is one this server could have made; null otherwise. */
export const deviceSecretOf = (cookie: string | undefined): string | null =>
  cookie && SECRET_PATTERN.test(cookie) ? cookie : null;

/** The hash the device is known by when it signed in to `email`'s account before; null otherwise. */
export async function trustedDeviceHash(
  db: Database,
  email: string,
  secret: string | null,
): Promise<string | null> {
  if (!secret) return null;
  const tokenHash = hashSecret(secret);
  return (await isTrustedDevice(db, tokenHash, email.toLowerCase(), TRUSTED_DEVICE_LIFETIME_MS))
    ? tokenHash
    : null;
}

/**
 * Trusts the signing-in device for `email` from now on: its cookie's secret when it has one (one
 * browser may be trusted by several accounts), else a new one. Returns the secret to set.
 */
export async function trustDevice(db: Database, email: string, secret: string | null): Promise<string> {
  const kept = secret ?? generateSecret();
  await recordTrustedDevice(db, hashSecret(kept), email.toLowerCase());
  return kept;
}
