import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { findSessionWithUser, touchSession } from './accounts-db.ts';
import { isBlocked } from './blocked-account.ts';
import { SESSION_IDLE_LIFETIME_MS } from './start-session.ts';
import { parseToken, secretMatches } from './tokens.ts';

/** Writing last-used time on every request would turn reads into writes; once a minute is enough. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export interface AuthenticatedSession {
  user: UserRow;
  sessionId: number;
  /** The stored hash of the token's secret (`session-cache.ts` checks later uses against it). */
  tokenHash: string;
}

/** The live session a bearer token names, or null if it is malformed, wrong, revoked or expired, or its user is blocked. */
export async function authenticateSession(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<AuthenticatedSession | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const found = await findSessionWithUser(db, parsed.id);
  if (!found || !secretMatches(parsed.secret, found.session.tokenHash)) return null;
  const { session, user } = found;
  if (session.revokedAt !== null || session.expiresAt <= now || isBlocked(user)) return null;
  if (now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, session.id, now, new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS));
  }
  return { user, sessionId: session.id, tokenHash: session.tokenHash };
}
