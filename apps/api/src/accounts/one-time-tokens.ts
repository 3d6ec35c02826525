import type { Database } from '../db/client.ts';
import type { OneTimeTokenKind } from '../db/schema/index.ts';
import { findOneTimeToken, insertOneTimeToken } from './accounts-db.ts';
import { formatToken, generateSecret, hashSecret, parseToken, secretMatches } from './tokens.ts';

/** Reset and sign-in links work once, within this time. */
export const ONE_TIME_TOKEN_LIFETIME_MS = 60 * 60 * 1000;

export async function issueOneTimeToken(
  db: Database,
  userId: number,
  kind: OneTimeTokenKind,
  /** The address an 'add_email' token confirms. */
  email?: string,
): Promise<string> {
  const secret = generateSecret();
  const id = await insertOneTimeToken(db, {
    userId,
    kind,
    email,
    tokenHash: hashSecret(secret),
    expiresAt: new Date(Date.now() + ONE_TIME_TOKEN_LIFETIME_MS),
  });
  return formatToken(id, secret);
}

/**
 * The token's row when it is genuine, unused and unexpired; null otherwise. It does not use the
 * token up: callers claim it (`claimOneTimeToken`) when they act on it.
 */
export async function findUsableOneTimeToken(
  db: Database,
  token: string,
  kind: OneTimeTokenKind,
  now: Date = new Date(),
): Promise<{ id: number; userId: number; email: string | null } | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const row = await findOneTimeToken(db, parsed.id, kind);
  if (!row || !secretMatches(parsed.secret, row.tokenHash)) return null;
  if (row.usedAt !== null || row.expiresAt <= now) return null;
  return { id: row.id, userId: row.userId, email: row.email };
}
