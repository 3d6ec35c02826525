import type { AdminUserFilter, PremiumAdjustmentAction } from '@pardeh/contract';
import { and, count, desc, eq, gt, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { premiumAdjustments, type UserRow, users } from '../../db/schema/index.ts';

/** The operator's queries of accounts: search, blocks, administrators and manual premium changes. */

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

/** Any part of the name or address (the `users_search_trgm` index serves it), or the id. */
function matching(query: string | undefined, id: number | null): SQL | undefined {
  if (!query) return undefined;
  const text = sql`(${users.name} || ' ' || ${users.email}) ILIKE ${`%${escapeLike(query)}%`}`;
  return id === null ? text : sql`(${text} OR ${users.id} = ${id})`;
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

export async function setAdmin(db: Database, userId: number, isAdmin: boolean): Promise<void> {
  await db.update(users).set({ isAdmin, updatedAt: sql`now()` }).where(eq(users.id, userId));
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
