import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { insertSession } from './accounts-db.ts';
import { formatToken, generateSecret, hashSecret } from './tokens.ts';

/** A session ends after this long without use; each use (at most once a minute) extends it. */
export const SESSION_IDLE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

/** Starts a session for a user and returns its bearer token (shown once, stored only as a hash). */
export async function startSession(db: Database, userId: number, client: ClientInfo): Promise<string> {
  const secret = generateSecret();
  const id = await insertSession(db, {
    userId,
    tokenHash: hashSecret(secret),
    expiresAt: new Date(Date.now() + SESSION_IDLE_LIFETIME_MS),
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip,
  });
  return formatToken(id, secret);
}

/** What register, login and login-with-token answer: a new session token and its user. */
export interface SignedIn {
  token: string;
  user: UserRow;
}
