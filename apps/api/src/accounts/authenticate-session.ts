import type { ProfileKind } from '@pardeh/contract';
import type { Database } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { findSessionWithUser, touchSession } from './accounts-db.ts';
import { isBlocked } from './blocked-account.ts';
import { SESSION_IDLE_LIFETIME_MS } from './start-session.ts';
import { parseToken, secretMatches } from './tokens.ts';

/** Writing last-used time on every request would turn reads into writes; once a minute is enough. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** The profile a session is using (migrations/0036_profiles.sql): whose library every call reads. */
export interface ActiveProfile {
  id: number;
  name: string;
  kind: ProfileKind;
  /** The oldest age rating a kids' profile may watch; null for adults (no limit). */
  maturityAge: number | null;
}

export interface AuthenticatedSession {
  user: UserRow;
  sessionId: number;
  profile: ActiveProfile;
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
  const { session, user, profile } = found;
  if (session.revokedAt !== null || session.expiresAt <= now || isBlocked(user)) return null;
  if (now.getTime() - session.lastUsedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, session.id, now, new Date(now.getTime() + SESSION_IDLE_LIFETIME_MS));
  }
  return { user, sessionId: session.id, tokenHash: session.tokenHash, profile };
}
