import type { Database } from '../db/client.ts';
import { TRUSTED_DEVICE_LIFETIME_MS } from './device-cookie.ts';
import { deleteForgottenLoginFailures } from './login-failures-db.ts';
import { LOGIN_DELAYS } from './login-throttle.ts';
import { deleteForgottenTrustedDevices } from './trusted-devices-db.ts';

/**
 * Deletes login failures the lock-out has forgotten and trusted devices past their lifetime (the
 * rate limits' periodic sweep calls it; the deletes are idempotent).
 */
export async function forgetOldSignInRecords(db: Database): Promise<void> {
  await deleteForgottenLoginFailures(db, LOGIN_DELAYS.forgetAfterMs);
  await deleteForgottenTrustedDevices(db, TRUSTED_DEVICE_LIFETIME_MS);
}
