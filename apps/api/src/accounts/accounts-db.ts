import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  type OneTimeTokenKind,
  oneTimeTokens,
  type SessionRow,
  sessions,
  type UserRow,
  users,
} from '../db/schema/index.ts';
import { forgetRememberedSessions } from './session-cache.ts';

/** Every query of the accounts domain. Business files call these; nothing else touches the tables. */

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sameEmail(email)).limit(1);
  return user;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The new user, or null when the address is taken (also when a concurrent insert won the race). */
export async function insertUser(
  db: Database,
  values: { name: string; email: string; passwordHash: string },
): Promise<UserRow | null> {
  try {
    const [user] = await db.insert(users).values(values).returning();
    return user ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function updatePasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function markUserAdmin(db: Database, userId: number): Promise<void> {
  await db.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function insertSession(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

export async function findSessionWithUser(
  db: Database,
  sessionId: number,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

/** Records use and slides the expiry forward; skipped when another request just did it. */
export async function touchSession(
  db: Database,
  sessionId: number,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.lastUsedAt} < ${now}`));
}

export async function revokeSessionById(db: Database, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetRememberedSessions();
}

/** Revokes every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  keepSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
  forgetRememberedSessions();
}

export async function insertOneTimeToken(
  db: Database,
  values: { userId: number; kind: OneTimeTokenKind; tokenHash: string; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(oneTimeTokens).values(values).returning({ id: oneTimeTokens.id });
  if (!row) throw new Error('token insert returned no row');
  return row.id;
}

export async function findOneTimeToken(db: Database, id: number, kind: OneTimeTokenKind) {
  const [row] = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.id, id), eq(oneTimeTokens.kind, kind)))
    .limit(1);
  return row;
}

/**
 * Marks a token used if it still is unused and unexpired. False means another request used it
 * first (or it just expired): the conditional update makes single use hold under concurrency.
 */
export async function claimOneTimeToken(db: Database, id: number): Promise<boolean> {
  const claimed = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(oneTimeTokens.id, id), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, new Date())),
    )
    .returning({ id: oneTimeTokens.id });
  return claimed.length === 1;
}

/** Voids every unused token of one kind for a user (after a reset, older reset links stop working). */
export async function voidOneTimeTokens(db: Database, userId: number, kind: OneTimeTokenKind): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.kind, kind), isNull(oneTimeTokens.usedAt)));
}

/** PostgreSQL's unique_violation, wherever the driver or Drizzle wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
