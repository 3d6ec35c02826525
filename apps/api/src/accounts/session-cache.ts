import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from '../db/client.ts';
import { type ActiveProfile, authenticateSession } from './authenticate-session.ts';
import { parseToken, secretMatches } from './tokens.ts';

/**
 * Sessions authenticated in the last few seconds, by id, for the public reads whose answer only
 * adds the caller's own state (a title's watchlist and like state, comment likes): a signed-in
 * view then costs that one query, not the session's too. Only the user's id and the active profile
 * are kept; everything
 * that needs the user's row (their account, premium, the operator console) asks the database.
 * A revoked session is forgotten at once in this process (`forgetRememberedSessions`, called by
 * the revoking queries) and in every other one through the `session_revoked` event
 * (migrations/0022); at worst a missed event leaves it readable here for `REMEMBER_FOR_MS`. A
 * profile switch is forgotten the same way (migrations/0036).
 */
const REMEMBER_FOR_MS = 5_000;
const MAX_SESSIONS = 10_000;

/** Who is asking: the account and the profile it is using. */
export interface Viewer {
  userId: number;
  profile: ActiveProfile;
}

interface RememberedSession extends Viewer {
  tokenHash: string;
}

// Bumped to forget every remembered session of every database (revocations are rare).
let generation = 0;
const caches = new WeakMap<
  DatabaseHandle,
  { generation: number; sessions: LRUCache<number, RememberedSession> }
>();

function sessionsOf(database: DatabaseHandle): LRUCache<number, RememberedSession> {
  let cache = caches.get(database);
  if (!cache || cache.generation !== generation) {
    cache = { generation, sessions: new LRUCache({ max: MAX_SESSIONS, ttl: REMEMBER_FOR_MS }) };
    caches.set(database, cache);
  }
  return cache.sessions;
}

/** Forgets every remembered session: after any revocation, here or announced by another process. */
export function forgetRememberedSessions(): void {
  generation++;
}

/** The user and profile a live bearer token belongs to, remembered for a few seconds; null when it is not live. */
export async function viewerOf(database: DatabaseHandle, token: string): Promise<Viewer | null> {
  const parsed = parseToken(token);
  if (!parsed) return null;
  const sessions = sessionsOf(database);
  const remembered = sessions.get(parsed.id);
  if (remembered && secretMatches(parsed.secret, remembered.tokenHash))
    return { userId: remembered.userId, profile: remembered.profile };
  const startedAt = generation;
  const session = await authenticateSession(database.db, token);
  if (!session) return null;
  // A revocation while the query ran may have read the session live: do not keep it then.
  const viewer = { userId: session.user.id, profile: session.profile };
  if (startedAt === generation) sessions.set(parsed.id, { tokenHash: session.tokenHash, ...viewer });
  return viewer;
}
