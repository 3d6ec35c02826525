import { type AdminUserFilter, normalisePhone, type PremiumAdjustmentAction } from '@pardeh/contract';
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import {
  type OneTimeTokenKind,
  oneTimeTokens,
  type ProfileRow,
  premiumAdjustments,
  profiles,
  type SessionRow,
  sessions,
  type UserRow,
  users,
} from '../db/schema/index.ts';
import { forgetRememberedSessions } from './session-cache.ts';

/**
 * The data module of accounts: the one writer of `users` (the account, its administrator flag, its
 * block, its premium expiry and the header's notification dot), `sessions`, `one_time_tokens` and
 * `premium_adjustments`. Other data modules may join `users` to show a name; every change to an
 * account goes through the functions here, called by accounts' use cases (other domains call
 * those).
 */

const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(sameEmail(email)).limit(1);
  return user;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return user;
}

/** A number-only account (no email, no password), or null when the number is taken (a race lost). */
export async function insertPhoneUser(
  db: Database,
  values: { name: string; phone: string },
): Promise<UserRow | null> {
  try {
    const [user] = await db.insert(users).values(values).returning();
    return user ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/**
 * Gives an account its verified number or its confirmed address; false when another account has
 * it (an address in any case), or got it first.
 */
export async function setUserContact(
  db: Database,
  userId: number,
  contact: { phone: string } | { email: string },
): Promise<boolean> {
  try {
    await db
      .update(users)
      .set({ ...contact, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
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

/** The administrator flag, for `npm run users -- promote` and the console alike. */
export async function setAdmin(db: Database, userId: number, isAdmin: boolean): Promise<void> {
  await db.update(users).set({ isAdmin, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function insertSession(
  db: Database,
  values: { userId: number; tokenHash: string; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<number> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

/** The session's active profile: the one chosen, else the account's first (every account has one). */
const activeProfileId = sql`coalesce(${sessions.profileId}, (SELECT min(p.id) FROM profiles p WHERE p.user_id = ${sessions.userId}))`;

export async function findSessionWithUser(
  db: Database,
  sessionId: number,
): Promise<
  | {
      session: SessionRow;
      user: UserRow;
      profile: Pick<ProfileRow, 'id' | 'name' | 'kind' | 'maturityAge'>;
    }
  | undefined
> {
  const [row] = await db
    .select({
      session: sessions,
      user: users,
      profile: {
        id: profiles.id,
        name: profiles.name,
        kind: profiles.kind,
        maturityAge: profiles.maturityAge,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, activeProfileId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

/** Makes `profileId` the session's active profile (the caller checked it is the account's). */
export async function setSessionProfile(db: Database, sessionId: number, profileId: number): Promise<void> {
  await db.update(sessions).set({ profileId }).where(eq(sessions.id, sessionId));
  forgetRememberedSessions();
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
  values: { userId: number; kind: OneTimeTokenKind; tokenHash: string; expiresAt: Date; email?: string },
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

// The operator console's reads and changes of accounts.

export const MAX_LISTED_ADJUSTMENTS = 50;

const blocker = alias(users, 'blocker');
const adjuster = alias(users, 'adjuster');

const filters: Record<AdminUserFilter, SQL | undefined> = {
  all: undefined,
  premium: gt(users.premiumExpiresAt, sql`now()`),
  admins: eq(users.isAdmin, true),
  blocked: isNotNull(users.blockedAt),
};

/** `%`, `_` and `\` match themselves in the search, not as ILIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Any part of the name, address or number (the `users_search_trgm` index serves it), the number
 * in any written form (09…, Persian digits), or the id.
 */
function matching(query: string | undefined, id: number | null): SQL | undefined {
  if (!query) return undefined;
  const text = sql`(${users.name} || ' ' || coalesce(${users.email}, '') || ' ' || coalesce(${users.phone}, '')) ILIKE ${`%${escapeLike(query)}%`}`;
  const phone = normalisePhone(query);
  return or(text, phone ? eq(users.phone, phone) : undefined, id === null ? undefined : eq(users.id, id));
}

export async function listUserRows(
  db: Database,
  {
    query,
    id,
    filter,
    page,
    perPage,
  }: { query?: string; id: number | null; filter: AdminUserFilter; page: number; perPage: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = and(filters[filter], matching(query, id));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The user with the operator who blocked them, if anyone did. */
export async function findUserWithBlocker(db: Database, id: number) {
  const [row] = await db
    .select({ user: users, blockedBy: { id: blocker.id, name: blocker.name } })
    .from(users)
    .leftJoin(blocker, eq(blocker.id, users.blockedBy))
    .where(eq(users.id, id));
  return row;
}

/** The user locked for a change: two operators changing one account run one after the other. */
export async function lockUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

// Any fixed number: it names the advisory lock that orders changes to who may run the console.
const ADMIN_ROSTER_LOCK_KEY = 7_305_219;

/**
 * Takes the transaction's lock on the administrators (blocks, unblocks, promotions, demotions run
 * one after the other, so two operators cannot demote or block each other at once and leave
 * none) and returns the ids of those who can still sign in, as of now.
 */
export async function lockAdminRoster(db: Database): Promise<number[]> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_ROSTER_LOCK_KEY})`);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.blockedAt)));
  return rows.map((row) => row.id);
}

export async function setBlock(
  db: Database,
  userId: number,
  block: { reason: string; blockedBy: number } | null,
): Promise<void> {
  await db
    .update(users)
    .set({
      blockedAt: block ? sql`now()` : null,
      blockReason: block?.reason ?? null,
      blockedBy: block?.blockedBy ?? null,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** The console dashboard's account counts. */
export async function countUsers(db: Database) {
  const [row] = await db
    .select({
      total: count(),
      activePremium: count(sql`CASE WHEN ${gt(users.premiumExpiresAt, sql`now()`)} THEN 1 END`),
      blocked: count(users.blockedAt),
    })
    .from(users);
  return { total: row?.total ?? 0, activePremium: row?.activePremium ?? 0, blocked: row?.blocked ?? 0 };
}

// Premium: the expiry and plan on the user's row (what `GET /api/user` shows), and the log of the
// operators' changes to it.

/**
 * Adds `days` to the user's premium, counted from the later of now and the current expiry, and
 * returns the new expiry. One UPDATE: it locks the row, and a concurrent extension waits and then
 * recomputes from the expiry the other one wrote, so two extensions always add up. Days are 24
 * hours each, whatever the session's time zone. Without `planId` (an operator's extension) the
 * plan stays as it is.
 */
export async function extendPremiumExpiry(
  db: Database,
  userId: number,
  { planId, days }: { planId?: number; days: number },
): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({
      premiumPlanId: planId,
      premiumExpiresAt: sql`greatest(now(), coalesce(${users.premiumExpiresAt}, now())) + make_interval(hours => ${days * 24})`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ premiumExpiresAt: users.premiumExpiresAt });
  if (!row?.premiumExpiresAt) throw new Error(`user ${userId} vanished while extending premium`);
  return row.premiumExpiresAt;
}

/** Ends premium now; returns the new expiry (the transaction's now). */
export async function endPremiumNow(db: Database, userId: number): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({ premiumExpiresAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ premiumExpiresAt: users.premiumExpiresAt });
  if (!row?.premiumExpiresAt) throw new Error(`user ${userId} vanished while ending premium`);
  return row.premiumExpiresAt;
}

export async function insertPremiumAdjustment(
  db: Database,
  adjustment: {
    userId: number;
    operatorId: number;
    action: PremiumAdjustmentAction;
    days: number | null;
    expiresBefore: Date | null;
    expiresAfter: Date;
    reason: string;
  },
): Promise<void> {
  await db.insert(premiumAdjustments).values(adjustment);
}

/** A user's manual premium changes, newest first, with who made each. */
export function listPremiumAdjustmentRows(db: Database, userId: number) {
  return db
    .select({ adjustment: premiumAdjustments, operator: { id: adjuster.id, name: adjuster.name } })
    .from(premiumAdjustments)
    .leftJoin(adjuster, eq(adjuster.id, premiumAdjustments.operatorId))
    .where(eq(premiumAdjustments.userId, userId))
    .orderBy(desc(premiumAdjustments.id))
    .limit(MAX_LISTED_ADJUSTMENTS);
}

// The header's notification dot (`users.new_notifications`), kept by library/notifications.

/**
 * Locks the users' rows, in id order (two senders never deadlock). The notification writers take
 * this lock before they insert, and marking read takes it before it reads what is unread, so the
 * dot stays exact under concurrent writes; the catalogue triggers of migration 0009 take it too.
 */
export async function lockUsersInOrder(db: Database, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const ids = [...userIds].sort((a, b) => a - b);
  await db.execute(
    sql`SELECT 1 FROM ${users} WHERE ${inArray(users.id, ids)} ORDER BY ${users.id} FOR UPDATE`,
  );
}

/** Lights the dot of every user in `userIds`. */
export async function lightNotificationDots(db: Database, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ newNotifications: true })
    .where(inArray(users.id, [...userIds]));
}

/** Sets the user's dot; returns their new row. */
export async function setNotificationDot(db: Database, userId: number, lit: boolean) {
  const [row] = await db.update(users).set({ newNotifications: lit }).where(eq(users.id, userId)).returning();
  return row;
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
