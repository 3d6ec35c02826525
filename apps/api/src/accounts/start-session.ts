import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { insertSession } from './accounts-db.ts';
import { trustDevice } from './device-cookie.ts';
import { formatToken, generateSecret, hashSecret } from './tokens.ts';

/** A session ends after this long without use; each use (at most once a minute) extends it. */
export const SESSION_IDLE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
  /** The device cookie's secret (accounts/device-cookie.ts), when the client sent a well-formed one. */
  deviceSecret: string | null;
}

/**
 * Starts a session for a user: its bearer token (shown once, stored only as a hash), and the
 * device cookie's secret, since a device that signs in is trusted by the account from then on.
 */
export async function startSession(db: Database, user: UserRow, client: ClientInfo): Promise<SignedIn> {
  const secret = generateSecret();
  const id = await insertSession(db, {
    userId: user.id,
    tokenHash: hashSecret(secret),
    expiresAt: new Date(Date.now() + SESSION_IDLE_LIFETIME_MS),
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip,
  });
  // Password login keys trust by address; a number-only account (no password) by its number.
  const deviceSecret = await trustDevice(
    db,
    user.email ?? user.phone ?? `user:${user.id}`,
    client.deviceSecret,
  );
  return { token: formatToken(id, secret), user, deviceSecret };
}

/** What register, login and login-with-token answer: a new session token and its user. */
export interface SignedIn {
  token: string;
  user: UserRow;
  /** Set as the device cookie. */
  deviceSecret: string;
}
