import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { trustedDevices } from '../db/schema/index.ts';

/** Every query on `trusted_devices` (accounts/device-cookie.ts and login-throttle.ts hold the rules). */

const forgetAfter = (ms: number) => sql`now() - make_interval(secs => ${ms / 1000}::float8)`;

/** True when the device holding this cookie signed in to `email`'s account within `forgetAfterMs`. */
export async function isTrustedDevice(
  db: Database,
  tokenHash: string,
  email: string,
  forgetAfterMs: number,
): Promise<boolean> {
  const [row] = await db
    .select({ email: trustedDevices.email })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, tokenHash),
        eq(trustedDevices.email, email),
        gt(trustedDevices.lastSignedInAt, forgetAfter(forgetAfterMs)),
      ),
    );
  return row !== undefined;
}

/** Records a sign-in of this device to `email`'s account (again: the year starts over). */
export async function recordTrustedDevice(db: Database, tokenHash: string, email: string): Promise<void> {
  await db
    .insert(trustedDevices)
    .values({ tokenHash, email, lastSignedInAt: sql`now()` })
    .onConflictDoUpdate({
      target: [trustedDevices.tokenHash, trustedDevices.email],
      set: { lastSignedInAt: sql`now()` },
    });
}

/** Deletes the devices not signed in with for `forgetAfterMs`. */
export async function deleteForgottenTrustedDevices(db: Database, forgetAfterMs: number): Promise<void> {
  await db.delete(trustedDevices).where(lte(trustedDevices.lastSignedInAt, forgetAfter(forgetAfterMs)));
}
